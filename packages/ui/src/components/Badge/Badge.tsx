import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export const badgeTones = [
  'neutral',
  'discount',
  'accent',
  'success',
  'critical',
  'brand',
] as const;

export interface BadgeProps {
  /** The short translated word or figure the badge shows, such as "-20%" or "Sold out". */
  children: ReactNode;
  /** The colour and meaning: a discount, a flash sale (accent), success, a problem (critical). @default neutral */
  tone?: (typeof badgeTones)[number];
}

/**
 * A short label beside a product or a line: a discount, a flash sale, sold out. Its tone carries
 * meaning in colour, so its words must carry it too.
 *
 * Use it for a status that belongs to something else on screen; for a message of its own use a
 * toast (`useToast`) or the cart notices, and for an action use a `Button`.
 */
export function Badge({ children, tone }: BadgeProps) {
  return (
    <span className={styles.badge({ tone })} data-tone={tone}>
      {children}
    </span>
  );
}
