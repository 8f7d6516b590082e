import type { ReactNode } from 'react';
import type { CheckoutTag } from '@rimal/core';
import { AlertIcon } from '../../icons';
import * as styles from './CheckoutFlow.css';

export interface FailureNoticeProps {
  /** What went wrong, translated. */
  message: string;
  /** Retry and other ways on. */
  actions: ReactNode;
  /** The failed step it reports (the checkout machine's tag), for stories and screenshots. */
  failure: CheckoutTag;
}

/** A failed checkout step: announced at once, with a way to try again. */
export function FailureNotice({ message, actions, failure }: FailureNoticeProps) {
  return (
    <div className={styles.failure} role="alert" data-failure={failure}>
      <p className={styles.failureMessage}>
        <AlertIcon />
        {message}
      </p>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
