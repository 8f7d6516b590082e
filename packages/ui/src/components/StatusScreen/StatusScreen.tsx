import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './StatusScreen.css';

export interface StatusScreenProps {
  /** The main message; receives focus on mount so screen readers announce the outcome. */
  heading: ReactNode;
  /** Large decorative art above the heading (a logo, "404"). */
  art?: ReactNode;
  children?: ReactNode;
  /** Buttons or links leading on. */
  actions?: ReactNode;
  /** @default 'neutral' */
  tone?: 'neutral' | 'critical';
  /** Move focus to the heading when shown. @default true */
  focusOnMount?: boolean;
}

/** A full-page outcome: not found, payment failed, order confirmed, application error. */
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
