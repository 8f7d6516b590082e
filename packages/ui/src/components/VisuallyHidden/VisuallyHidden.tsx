import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

/** Text for screen readers only, e.g. the rest of a link's name beside its short visible label. */
export function VisuallyHidden({
  children,
}: {
  /** The words read by screen readers and kept off screen. */
  children: ReactNode;
}) {
  return <span className={visuallyHidden}>{children}</span>;
}
