import { useCallback, useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  checkoutMachine,
  initialCustomerDetails,
  type CartLine,
  type CustomerDetails,
  type PrizeRecord,
} from '@rimal/core';
import { AlertIcon } from '../../icons';
import { useServices } from '../../services';
import { Button, buttonStyles } from '../Button';
import { CheckoutEmpty } from '../CheckoutEmpty';
import { CouponField } from '../CouponField';
import { CustomerDetailsForm } from '../CustomerDetailsForm';
import { OrderConfirmed } from '../OrderConfirmed';
import { OrderSummary } from '../OrderSummary';
import { PaymentArea } from '../PaymentArea';
import { PaymentFailed } from '../PaymentFailed';
import { PleaseWait } from '../PleaseWait';
import { StatusScreen } from '../StatusScreen';
import { DeliverySummary } from './DeliverySummary';
import { FailureNotice } from './FailureNotice';
import * as styles from './CheckoutFlow.css';

export interface CheckoutFlowProps {
  /** The cart lines being bought. */
  lines: readonly CartLine[];
  /** The `session_id` query parameter when the payment page sends the shopper back. */
  sessionId?: string | null;
  /** The order is placed: the app empties the cart; the flow shows OrderConfirmed meanwhile. */
  onConfirmed: () => void;
  /** The payment session expired or was not paid: the app navigates to /failed. */
  onFailed: () => void;
  /**
   * The demo payment went through: the app navigates to the return URL
   * (`/check_out?session_id=…`) and passes the id back as `sessionId`, as Stripe's return_url
   * does. @default the flow checks the session at once
   */
  onPaid?: (sessionId: string) => void;
  onQuantityChange: (id: number, quantity: number) => void;
  onRemove: (id: number) => void;
  /** Where Continue Shopping goes. @default '/products/1' */
  shopHref?: string;
}

/**
 * The checkout (docs/requirements.md §2 and §4) driven by core's checkoutMachine: order summary,
 * coupon and totals beside the customer form; after submitting, the order reference and the
 * payment session are opened and the card payment appears; a return with a session id checks
 * the payment and places the order. Every failing step says so and offers a retry (docs/requirements.md
 * §8 only logs them).
 */
export function CheckoutFlow({
  lines,
  sessionId = null,
  onConfirmed,
  onFailed,
  onPaid,
  onQuantityChange,
  onRemove,
  shopHref = '/products/1',
}: CheckoutFlowProps) {
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation('common');
  const services = useServices();
  const [snapshot, send, actor] = useMachine(checkoutMachine, {
    input: {
      services: { shop: services.shop, pendingOrderStore: services.pendingOrderStore },
      sessionId,
    },
  });
  const [record, setRecord] = useState<PrizeRecord | null>(null);
  const [details, setDetails] = useState<CustomerDetails>(initialCustomerDetails);

  // A return to the page that is already open (a client-side navigation) reaches the machine
  // as RETURNED; a fresh page load passes the id as input instead.
  useEffect(() => {
    if (sessionId && sessionId !== actor.getSnapshot().context.sessionId) {
      actor.send({ type: 'RETURNED', sessionId });
    }
  }, [sessionId, actor]);

  const outcome = snapshot.matches('confirmed')
    ? 'confirmed'
    : snapshot.matches('paymentFailed')
      ? 'failed'
      : null;
  const callbacks = useRef({ onConfirmed, onFailed });
  useEffect(() => {
    callbacks.current = { onConfirmed, onFailed };
  }, [onConfirmed, onFailed]);
  useEffect(() => {
    if (outcome === 'confirmed') callbacks.current.onConfirmed();
    if (outcome === 'failed') callbacks.current.onFailed();
  }, [outcome]);

  const paid = useCallback(
    (id: string) => {
      if (onPaid) onPaid(id);
      else send({ type: 'RETURNED', sessionId: id });
    },
    [onPaid, send],
  );

  const retry = (
    <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
      {t('errors.retry')}
    </Button>
  );
  const edit = (
    <Button variant="ghost" onClick={() => send({ type: 'EDIT' })}>
      {t('customer.edit')}
    </Button>
  );
  const continueShopping = (
    <Link to={shopHref} className={buttonStyles({ variant: 'primary', size: 'lg' })}>
      {t('summary.continueShopping')}
    </Link>
  );
  const stateName =
    typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];

  // Whole-page outcomes and waits.
  if (outcome === 'confirmed') return <OrderConfirmed shopHref={shopHref} />;
  if (outcome === 'failed') return <PaymentFailed shopHref={shopHref} />;
  if (snapshot.matches('orderNotFound')) {
    return (
      <div className={styles.root} data-state={stateName}>
        <StatusScreen
          tone="critical"
          heading={t('success.title')}
          actions={
            <>
              <a
                href={services.links.supportChatUrl}
                target="_blank"
                rel="noreferrer"
                className={buttonStyles({ variant: 'secondary', size: 'lg' })}
              >
                {tCommon('support.chat')}
                <span className={styles.visuallyHidden}> {tCommon('footer.opensInNewTab')}</span>
              </a>
              {continueShopping}
            </>
          }
        >
          <p>{t('errors.orderNotFound')}</p>
        </StatusScreen>
      </div>
    );
  }
  const returning = ['checkingStatus', 'statusFailed', 'placingOrder', 'placeOrderFailed'].includes(
    stateName ?? '',
  );
  if (returning) {
    return (
      <div className={styles.root} data-state={stateName}>
        <h1 className={styles.title}>{t('title')}</h1>
        <div className={styles.fullArea}>
          {snapshot.matches('statusFailed') && (
            <FailureNotice state="statusFailed" message={t('errors.status')} actions={retry} />
          )}
          {snapshot.matches('placeOrderFailed') && (
            <FailureNotice
              state="placeOrderFailed"
              message={t('errors.placeOrder')}
              actions={retry}
            />
          )}
          {(snapshot.matches('checkingStatus') || snapshot.matches('placingOrder')) && (
            <PleaseWait fill note={t('notice')} />
          )}
        </div>
      </div>
    );
  }

  if (snapshot.matches('details') && lines.length === 0)
    return <CheckoutEmpty shopHref={shopHref} />;

  const locked = !snapshot.matches('details');
  let main;
  if (snapshot.matches('details')) {
    main = (
      <>
        {snapshot.context.status === 'open' && (
          <p className={styles.notice} role="status">
            <AlertIcon size="sm" />
            {t('payment.notCompleted')}
          </p>
        )}
        <CustomerDetailsForm
          initialValues={details}
          onSubmit={(customer) => {
            setDetails(customer);
            send({ type: 'SUBMIT', customer, lines, record });
          }}
        />
      </>
    );
  } else if (snapshot.matches('submitting')) {
    main = <PleaseWait note={t('notice')} />;
  } else if (snapshot.matches('orderRefFailed')) {
    main = (
      <FailureNotice
        state="orderRefFailed"
        message={t('errors.orderRef')}
        actions={
          <>
            {retry}
            {edit}
          </>
        }
      />
    );
  } else if (snapshot.matches('sessionFailed')) {
    main = (
      <FailureNotice
        state="sessionFailed"
        message={t('errors.session')}
        actions={
          <>
            {retry}
            {edit}
          </>
        }
      />
    );
  } else {
    main = (
      <>
        <DeliverySummary details={details} onEdit={() => send({ type: 'EDIT' })} />
        <p className={styles.notice}>
          <AlertIcon size="sm" />
          {t('notice')}
        </p>
        {snapshot.context.clientSecret && (
          <PaymentArea clientSecret={snapshot.context.clientSecret} onPaid={paid} focusOnMount />
        )}
      </>
    );
  }

  return (
    <div className={styles.root} data-state={stateName}>
      <h1 className={styles.title}>{t('title')}</h1>
      <div className={styles.layout}>
        <div className={styles.summaryColumn}>
          <OrderSummary
            lines={lines}
            record={record}
            mediaHost={services.mediaHost}
            readOnly={locked}
            onQuantityChange={onQuantityChange}
            onRemove={onRemove}
          >
            <CouponField onRecordChange={setRecord} disabled={locked} />
          </OrderSummary>
        </div>
        <div className={styles.mainColumn}>{main}</div>
      </div>
    </div>
  );
}
