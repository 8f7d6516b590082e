import { BRAND } from '@rimal/core';
import * as styles from './Logo.css';

export interface LogoProps {
  /** `lg` on the status screens, `md` in the navbar and footer. @default md */
  size?: 'md' | 'lg';
  /** 'inverse' on dark surfaces such as the footer. @default brand */
  tone?: 'brand' | 'inverse';
}

/** The brand's date mark and wordmark. The wordmark stays in Latin script in every language. */
export function Logo({ size = 'md', tone = 'brand' }: LogoProps) {
  return (
    <span className={styles.logo} data-tone={tone}>
      <svg
        className={[styles.mark, size === 'lg' && styles.largeMark].filter(Boolean).join(' ')}
        viewBox="0 0 64 64"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path
          d="M32 12c9 0 15 8 15 19 0 12-7 21-15 21s-15-9-15-21c0-11 6-19 15-19z"
          className={styles.date}
        />
        <path
          d="M32 14c5 6 6 26 0 36"
          className={styles.seam}
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span
        className={[styles.wordmark, size === 'lg' && styles.large].filter(Boolean).join(' ')}
        lang="en"
        translate="no"
      >
        {BRAND.name}
      </span>
    </span>
  );
}
