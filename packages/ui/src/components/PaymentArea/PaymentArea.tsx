import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fils } from '@rimal/core';
import { useServices } from '../../services';
import { DemoPaymentForm } from '../DemoPaymentForm';
import { StripeEmbeddedPayment } from './StripeEmbeddedPayment';
import * as styles from './PaymentArea.css';

export interface PaymentAreaProps {
  /** Client secret of the open payment session. */
  clientSecret: string;
  /** What the session charges, in fils; the demo form reads it from the session when absent. */
  amount?: Fils;
  /**
   * Demo payment: called with the paid session's id, where Stripe would follow the session's
   * return_url (which brings the shopper back with `?session_id=`).
   */
  onPaid: (sessionId: string) => void;
  /** Demo payment: the shop no longer knows the session, so a fresh one must be opened. */
  onSessionLost?: () => void;
  /** A sentence shown above the form, e.g. that the payment was started again. */
  notice?: string;
  /** Move focus to the heading when shown, as the checkout does when payment begins. @default false */
  focusOnMount?: boolean;
}

/**
 * The embedded card payment (docs/requirements.md §2 and §7): Stripe's Embedded Checkout when the
 * services carry a Stripe provider, otherwise the demo card form.
 */
export function PaymentArea({
  clientSecret,
  amount,
  onPaid,
  onSessionLost,
  notice,
  focusOnMount = false,
}: PaymentAreaProps) {
  const { t } = useTranslation('checkout');
  const { payment } = useServices();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <section className={styles.root} aria-labelledby={titleId} data-provider={payment.kind}>
      <div className={styles.header}>
        <h2 ref={headingRef} id={titleId} className={styles.title} tabIndex={-1}>
          {t('payment.title')}
        </h2>
        <p className={styles.description}>{t('payment.description')}</p>
      </div>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {payment.kind === 'stripe' ? (
        <StripeEmbeddedPayment
          key={payment.publishableKey}
          payment={payment}
          clientSecret={clientSecret}
        />
      ) : (
        <DemoPaymentForm
          clientSecret={clientSecret}
          shopUrl={payment.shopUrl}
          amount={amount}
          onPaid={onPaid}
          onSessionLost={onSessionLost}
        />
      )}
    </section>
  );
}
