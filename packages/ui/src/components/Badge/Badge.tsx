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
  children: ReactNode;
  /** @default 'neutral' */
  tone?: (typeof badgeTones)[number];
}

export function Badge({ children, tone }: BadgeProps) {
  return (
    <span className={styles.badge({ tone })} data-tone={tone}>
      {children}
    </span>
  );
}
