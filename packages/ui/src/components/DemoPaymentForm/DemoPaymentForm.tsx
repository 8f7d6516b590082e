import { useEffect, useMemo, useRef, useState } from 'react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  DEMO_CARD_MESSAGES,
  createDemoPaymentClient,
  demoCardSchema,
  isApiError,
  toFils,
  type DemoCard,
  type DemoPaymentResult,
  type DemoPaymentSession,
  type Fils,
} from '@rimal/core';
import { useResource } from '../../data';
import { useFormatMoney } from '../../hooks/useFormatMoney';
import { AlertIcon } from '../../icons';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import * as styles from './DemoPaymentForm.css';

export interface DemoPaymentFormProps {
  /** The payment session's client secret, as `create-checkout-session` answered it. */
  clientSecret: string;
  /** Base URL of the demo shop API that takes the payment. */
  shopUrl: string;
  /** What the session charges, in fils; when absent it is read from the session. */
  amount?: Fils;
  /** Called with the paid session's id, where Stripe would follow its return_url. */
  onPaid: (sessionId: string) => void;
  /**
   * Called when the shop no longer knows the session (its server restarted): a fresh session
   * must be opened. Without it the form says the payment has expired.
   */
  onSessionLost?: () => void;
}

type Refusal = Exclude<DemoPaymentResult['outcome'], 'paid' | 'lost'> | 'error';

const emptyCard: DemoCard = { cardNumber: '', expiry: '', cvc: '' };
const cardMessages: readonly string[] = Object.values(DEMO_CARD_MESSAGES);
type CardMessage = (typeof DEMO_CARD_MESSAGES)[keyof typeof DEMO_CARD_MESSAGES];
const isCardMessage = (message: unknown): message is CardMessage =>
  typeof message === 'string' && cardMessages.includes(message);

/**
 * The demo card form that stands in for Stripe's embedded checkout (docs/demo-catalog.md
 * §3.3): card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined inside the form.
 *
 * Pages show it through `PaymentArea`, which uses Stripe instead when Stripe is configured.
 */
export function DemoPaymentForm({ amount, ...props }: DemoPaymentFormProps) {
  return amount === undefined ? (
    <SessionCardForm {...props} />
  ) : (
    <CardForm {...props} amount={amount} />
  );
}

type CardFormProps = Omit<DemoPaymentFormProps, 'amount'>;

/** Reads what the session charges first; a session already paid reports at once. */
function SessionCardForm(props: CardFormProps) {
  const { t } = useTranslation('checkout');
  const { clientSecret, shopUrl, onPaid, onSessionLost } = props;
  const session = useResource(`demoPayment:session:${shopUrl}:${clientSecret}`, () =>
    createDemoPaymentClient({ baseUrl: shopUrl }).session(clientSecret),
  );
  const lost =
    session.status === 'error' && isApiError(session.error) && session.error.status === 404;
  useEffect(() => {
    if (lost) onSessionLost?.();
  }, [lost, onSessionLost]);
  // Each answer reports once, however often the callback changes.
  const reported = useRef<DemoPaymentSession | null>(null);
  const answer = session.status === 'ready' ? session.data : null;
  useEffect(() => {
    if (answer?.status !== 'complete' || reported.current === answer) return;
    reported.current = answer;
    onPaid(answer.sessionId);
  }, [answer, onPaid]);

  if (session.status === 'loading') {
    return (
      <div className={styles.status} role="status">
        <Spinner />
        <p>{t('payment.loading')}</p>
      </div>
    );
  }
  if (lost && !onSessionLost) {
    return (
      <p className={styles.alert} role="alert">
        <AlertIcon size="sm" />
        {t('demoPayment.expired')}
      </p>
    );
  }
  if (session.status === 'error') {
    return (
      <div className={styles.status} role="alert">
        <p>{t('payment.unavailable')}</p>
        <Button variant="secondary" onClick={session.retry}>
          {t('payment.retry')}
        </Button>
      </div>
    );
  }
  if (session.data.status === 'expired') {
    return (
      <p className={styles.alert} role="alert">
        <AlertIcon size="sm" />
        {t('demoPayment.expired')}
      </p>
    );
  }
  return <CardForm {...props} amount={toFils(session.data.amountTotal)} />;
}

function CardForm({
  clientSecret,
  shopUrl,
  amount,
  onPaid,
  onSessionLost,
}: CardFormProps & { amount: Fils }) {
  const { t } = useTranslation('checkout');
  const formatMoney = useFormatMoney();
  const client = useMemo(() => createDemoPaymentClient({ baseUrl: shopUrl }), [shopUrl]);
  const schema = useMemo(() => demoCardSchema(), []);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [paid, setPaid] = useState(false);

  const refusalText: Record<Refusal, string> = {
    declined: t('demoPayment.declined'),
    refused: t('demoPayment.refused'),
    expired: t('demoPayment.expired'),
    codeSpent: t('demoPayment.codeSpent'),
    error: t('demoPayment.error'),
  };

  return (
    <Formik<DemoCard>
      initialValues={emptyCard}
      validationSchema={schema}
      onSubmit={async (card) => {
        setRefusal(null);
        let result: DemoPaymentResult;
        try {
          result = await client.pay(clientSecret, card);
        } catch {
          setRefusal('error');
          return;
        }
        if (result.outcome === 'paid') {
          setPaid(true);
          onPaid(result.sessionId);
        } else if (result.outcome === 'lost') {
          if (onSessionLost) onSessionLost();
          else setRefusal('expired');
        } else {
          setRefusal(result.outcome);
        }
      }}
    >
      {(formik) => {
        const busy = formik.isSubmitting || paid;
        const field = (name: keyof DemoCard) => {
          const message = formik.touched[name] ? formik.errors[name] : undefined;
          return {
            ...formik.getFieldProps<string>(name),
            error: message && isCardMessage(message) ? t(message) : undefined,
            required: true,
            dir: 'ltr' as const,
            inputMode: 'numeric' as const,
          };
        };
        return (
          <form
            className={styles.root}
            noValidate
            onSubmit={formik.handleSubmit}
            data-busy={busy}
            data-refusal={refusal ?? undefined}
          >
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('demoPayment.title')}</legend>
              <p className={styles.hint}>{t('demoPayment.testCards')}</p>
              <TextField
                label={t('demoPayment.cardNumber')}
                autoComplete="cc-number"
                maxLength={23}
                {...field('cardNumber')}
              />
              <div className={styles.pair}>
                <TextField
                  label={t('demoPayment.expiry')}
                  autoComplete="cc-exp"
                  maxLength={7}
                  {...field('expiry')}
                />
                <TextField
                  label={t('demoPayment.cvc')}
                  autoComplete="cc-csc"
                  maxLength={4}
                  {...field('cvc')}
                />
              </div>
              {refusal && (
                <p className={styles.alert} role="alert">
                  <AlertIcon size="sm" />
                  {refusalText[refusal]}
                </p>
              )}
              <Button type="submit" size="lg" fullWidth loading={busy}>
                {t('demoPayment.pay', { amount: formatMoney(amount) })}
              </Button>
              <p className={styles.processing} aria-live="polite">
                {busy ? t('demoPayment.processing') : ''}
              </p>
            </fieldset>
          </form>
        );
      }}
    </Formik>
  );
}
