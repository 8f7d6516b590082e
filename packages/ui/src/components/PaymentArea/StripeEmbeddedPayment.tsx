import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import type { PaymentProvider } from '../../services';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import * as styles from './PaymentArea.css';

export interface StripeEmbeddedPaymentProps {
  payment: Extract<PaymentProvider, { kind: 'stripe' }>;
  clientSecret: string;
}

/**
 * Stripe's Embedded Checkout. The provider only sees a Stripe.js that has loaded: it neither
 * catches a rejected load nor reports a null one, and docs/requirements.md §8 only logs that case,
 * so the shopper gets a message and a retry here instead.
 */
export function StripeEmbeddedPayment({ payment, clientSecret }: StripeEmbeddedPaymentProps) {
  const { t } = useTranslation('checkout');
  const [stripe, setStripe] = useState(() => payment.loadStripe(payment.publishableKey));
  const [settled, setSettled] = useState<{ of: typeof stripe; loaded: boolean } | null>(null);
  const options = useMemo(() => ({ clientSecret }), [clientSecret]);

  useEffect(() => {
    let live = true;
    stripe.then(
      (loaded) => {
        if (live) setSettled({ of: stripe, loaded: loaded !== null });
      },
      () => {
        if (live) setSettled({ of: stripe, loaded: false });
      },
    );
    return () => {
      live = false;
    };
  }, [stripe]);

  const status = settled?.of !== stripe ? 'loading' : settled.loaded ? 'ready' : 'unavailable';

  if (status === 'loading') {
    return (
      <div className={styles.status} role="status">
        <Spinner />
        <p>{t('payment.loading')}</p>
      </div>
    );
  }
  if (status === 'unavailable') {
    return (
      <div className={styles.status} role="alert" data-tone="critical">
        <p>{t('payment.unavailable')}</p>
        <Button
          variant="secondary"
          onClick={() => setStripe(payment.loadStripe(payment.publishableKey))}
        >
          {t('payment.retry')}
        </Button>
      </div>
    );
  }
  return (
    <EmbeddedCheckoutProvider key={clientSecret} stripe={stripe} options={options}>
      <EmbeddedCheckout className={styles.embedded} />
    </EmbeddedCheckoutProvider>
  );
}
