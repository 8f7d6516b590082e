import type { ReactNode } from 'react';

/**
 * A decorative line drawing that fills the box it is placed in, for pictures larger than an
 * icon (the contact panel's symbols, an uploaded file's sheet); the box sets the size.
 */
export function LineArt({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      width="100%"
      height="100%"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
