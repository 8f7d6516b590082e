import type { ReactNode } from 'react';
import * as styles from './SustainabilitySection.css';

function PointIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={styles.icon}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** One drawing per point of home:sustainability.points, in the same order (docs/requirements.md §2). */
export const pointIcons = [
  // Sun over a solar panel.
  <PointIcon key="solar">
    <circle cx="17" cy="6" r="2.4" />
    <path d="M17 1.6v.9M21.4 6h-.9M20.1 2.9l-.6.6M13.9 2.9l.6.6" />
    <path d="M3 21l2.6-9h10.8l2.6 9zM9 12l-1.2 9M13 12l1.2 9M4.3 16.5h15.4" />
  </PointIcon>,
  // A leaf: lower emissions.
  <PointIcon key="leaf">
    <path d="M5 19.5C4.5 11 10 5 20 4.5 20 14 14 19.5 5.5 19" />
    <path d="M4 21l9.5-9.5" />
  </PointIcon>,
  // A label tag: best-before labeling.
  <PointIcon key="label">
    <path d="M3 11.5V4.5A1.5 1.5 0 0 1 4.5 3h7l9.4 9.4a1.5 1.5 0 0 1 0 2.1l-6.4 6.4a1.5 1.5 0 0 1-2.1 0z" />
    <circle cx="7.8" cy="7.8" r="1.5" />
  </PointIcon>,
  // Arrows chasing each other: recyclable packaging.
  <PointIcon key="recycle">
    <path d="M20 12a8 8 0 0 1-13.7 5.6M4 12a8 8 0 0 1 13.7-5.6" />
    <path d="M17.9 2.8v3.8h-3.8M6.1 21.2v-3.8h3.8" />
  </PointIcon>,
  // A shield with a check: certified food safety.
  <PointIcon key="shield">
    <path d="M12 2.8l7.5 3v5.7c0 4.6-3.2 8.4-7.5 9.7-4.3-1.3-7.5-5.1-7.5-9.7V5.8z" />
    <path d="M8.6 12.2l2.4 2.4 4.5-4.7" />
  </PointIcon>,
] as const;
