import type { ReactNode } from 'react';
import * as styles from './Icon.css';

export const iconSizes = ['sm', 'md', 'lg'] as const;
export type IconSize = (typeof iconSizes)[number];

export interface IconProps {
  /** Visual size from the theme. @default md */
  size?: IconSize;
  /** Mirror in right-to-left layouts (arrows, chevrons that point along the reading direction). @default false */
  flipInRtl?: boolean;
}

/** Decorative by design: the control that holds an icon carries the accessible name. */
export function createIcon(paths: ReactNode) {
  return function Icon({ size = 'md', flipInRtl = false }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className={[styles.icon, styles.size[size], flipInRtl && styles.flipInRtl]
          .filter(Boolean)
          .join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {paths}
      </svg>
    );
  };
}
