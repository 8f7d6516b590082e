import type { ReactNode } from 'react';
import { AlertIcon } from '../../icons';
import * as styles from './CheckoutFlow.css';

export interface FailureNoticeProps {
  /** What went wrong, translated. */
  message: string;
  /** Retry and other ways on. */
  actions: ReactNode;
  /** The machine state it reports, for stories and screenshots. */
  state: string;
}

/** A failed checkout step: announced at once, with a way to try again. */
export function FailureNotice({ message, actions, state }: FailureNoticeProps) {
  return (
    <div className={styles.failure} role="alert" data-failure={state}>
      <p className={styles.failureMessage}>
        <AlertIcon />
        {message}
      </p>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
