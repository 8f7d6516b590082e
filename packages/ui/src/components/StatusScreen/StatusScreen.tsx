import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './StatusScreen.css';

export interface StatusScreenProps {
  /** The main message; receives focus on mount so screen readers announce the outcome. */
  heading: ReactNode;
  /** Large decorative art above the heading (a logo, "404"). */
  art?: ReactNode;
  /** The explanation under the heading: what happened and what the shopper can do. */
  children?: ReactNode;
  /** Buttons or links leading on. */
  actions?: ReactNode;
  /** `critical` for a failure (the heading in the critical colour), else neutral. @default neutral */
  tone?: 'neutral' | 'critical';
  /** Move focus to the heading when shown. @default true */
  focusOnMount?: boolean;
}

/**
 * A full-page outcome: not found, payment failed, order confirmed, application error.
 *
 * Use it when the outcome is the whole page; for a failure inside a page (a list that did not
 * load) show the message in place with a retry, as `ProductGrid` does, and for a passing note a
 * toast. The site's own error pages are already built on it (`NotFoundScreen`,
 * `AppErrorScreen`, `NewVersionScreen`, `OfflineScreen`): use those for those outcomes.
 */
export function StatusScreen({
  heading,
  art,
  children,
  actions,
  tone = 'neutral',
  focusOnMount = true,
}: StatusScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <section className={styles.screen}>
      {art && (
        <div className={styles.art} aria-hidden="true">
          {art}
        </div>
      )}
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading} data-tone={tone}>
        {heading}
      </h1>
      {children && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
