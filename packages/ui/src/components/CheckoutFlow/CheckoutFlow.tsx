import { useCallback, useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  buyableLines,
  checkoutMachine,
  initialCustomerDetails,
  paths,
  type CartChange,
  type CartLine,
  type CartReading,
  type CustomerDetails,
  type PrizeRecord,
} from '@rimal/core';
import { AlertIcon } from '../../icons';
import { useServices } from '../../services';
import { Button } from '../Button';
import { CartNotices } from '../CartNotices';
import { CheckoutEmpty } from '../CheckoutEmpty';
import { CouponField } from '../CouponField';
import { CustomerDetailsForm } from '../CustomerDetailsForm';
import { OrderConfirmed } from '../OrderConfirmed';
import { OrderNotFound } from '../OrderNotFound';
import { OrderSummary } from '../OrderSummary';
import { PaymentArea } from '../PaymentArea';
import { PaymentFailed } from '../PaymentFailed';
import { PleaseWait } from '../PleaseWait';
import { CartStatus } from './CartStatus';
import { DeliverySummary } from './DeliverySummary';
import { FailureNotice } from './FailureNotice';
import { checkoutPage } from '../private/checkoutPage.css';
import * as styles from './CheckoutFlow.css';

export interface CheckoutFlowProps {
  /** The cart lines being bought. */
  lines: readonly CartLine[];
  /** The `session_id` query parameter when the payment page sends the shopper back. @default null */
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
  /** Called with the product id and the new quantity from the order summary's stepper. */
  onQuantityChange: (id: number, quantity: number) => void;
  /** Called with the product id when a line is removed from the order summary. */
  onRemove: (id: number) => void;
  /** Where Continue Shopping goes. @default paths.shop */
  shopHref?: string;
  /**
   * Reads every cart line again from the catalog and updates the cart (so `lines` follows);
   * each submit waits for it before any payment call.
   */
  readCart: () => Promise<CartReading>;
  /** What reading the catalog changed in the cart and the shopper has not seen yet. @default [] */
  notices?: readonly CartChange[];
  /** The shopper dismissed the notices, or went on to pay with the cart as it is now. */
  onNoticesSeen?: () => void;
}

/**
 * The checkout (docs/requirements.md §2 and §4) driven by core's checkoutMachine: order summary,
 * coupon and totals beside the customer form; after submitting, the cart is read again from the
 * catalog (a change, or a 409 from the shop, shows the form again with what changed), then the
 * order reference and the payment session are opened and the card payment appears; a return with a session id checks
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
  shopHref = paths.shop,
  readCart,
  notices = [],
  onNoticesSeen,
}: CheckoutFlowProps) {
  const { t, i18n } = useTranslation('checkout');
  const services = useServices();
  // The machine keeps the services it started with; the latest readCart and language are
  // read through these.
  const latestReadCart = useRef(readCart);
  const latestLanguage = useRef(i18n.language);
  useEffect(() => {
    latestReadCart.current = readCart;
    latestLanguage.current = i18n.language;
  }, [readCart, i18n.language]);
  const [snapshot, send, actor] = useMachine(checkoutMachine, {
    input: {
      services: {
        shop: services.shop,
        pendingOrderStore: services.pendingOrderStore,
        readCart: () => latestReadCart.current(),
        language: () => latestLanguage.current,
      },
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

  const outcome = snapshot.hasTag('confirmed')
    ? 'confirmed'
    : snapshot.hasTag('paymentFailed')
      ? 'failed'
      : null;
  const callbacks = useRef({ onConfirmed, onFailed, onNoticesSeen });
  useEffect(() => {
    callbacks.current = { onConfirmed, onFailed, onNoticesSeen };
  }, [onConfirmed, onFailed, onNoticesSeen]);
  useEffect(() => {
    if (outcome === 'confirmed') callbacks.current.onConfirmed();
    if (outcome === 'failed') callbacks.current.onFailed();
  }, [outcome]);

  // A new session request is prepared only when a submit got through the read without changes:
  // the shopper goes on to pay for the cart as it is now, so its notices are seen.
  const preparedSession = snapshot.context.session;
  useEffect(() => {
    if (preparedSession) callbacks.current.onNoticesSeen?.();
  }, [preparedSession]);

  const paid = useCallback(
    (id: string) => {
      if (onPaid) onPaid(id);
      else send({ type: 'RETURNED', sessionId: id });
    },
    [onPaid, send],
  );

  const sessionLost = useCallback(() => send({ type: 'SESSION_LOST' }), [send]);

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

  // Whole-page outcomes and waits.
  if (outcome === 'confirmed') return <OrderConfirmed shopHref={shopHref} />;
  if (outcome === 'failed') return <PaymentFailed shopHref={shopHref} />;
  if (snapshot.hasTag('orderNotFound')) {
    return (
      <div className={checkoutPage}>
        <OrderNotFound supportHref={services.links.supportChatUrl} shopHref={shopHref} />
      </div>
    );
  }
  if (snapshot.hasTag('returning')) {
    return (
      <div className={checkoutPage}>
        <h1 className={styles.title}>{t('title')}</h1>
        <div className={styles.fullArea}>
          {snapshot.hasTag('statusFailed') && (
            <FailureNotice failure="statusFailed" message={t('errors.status')} actions={retry} />
          )}
          {snapshot.hasTag('placeOrderFailed') && (
            <FailureNotice
              failure="placeOrderFailed"
              message={t('errors.placeOrder')}
              actions={retry}
            />
          )}
          {snapshot.hasTag('busy') && <PleaseWait fill note={t('notice')} />}
        </div>
      </div>
    );
  }

  const editing = snapshot.hasTag('editing');
  if (editing && lines.length === 0) return <CheckoutEmpty shopHref={shopHref} />;

  let main;
  if (editing) {
    const nothingBuyable = buyableLines(lines).length === 0;
    const cartStatus = nothingBuyable
      ? t('cart.nothingBuyable')
      : snapshot.hasTag('pricesChanged')
        ? t('cart.pricesChanged')
        : snapshot.hasTag('cartChanged')
          ? t('cart.changed')
          : null;
    main = (
      <>
        {snapshot.context.status === 'open' && (
          <p className={styles.notice} role="status">
            <AlertIcon size="sm" />
            {t('payment.notCompleted')}
          </p>
        )}
        {cartStatus && (
          <CartStatus message={cartStatus} focusOnMount={snapshot.hasTag('cartChanged')} />
        )}
        {/* Nothing could be charged: no form to send, so no submit that cannot go through. */}
        {!nothingBuyable && (
          <CustomerDetailsForm
            initialValues={details}
            onSubmit={(customer) => {
              setDetails(customer);
              send({ type: 'SUBMIT', customer, lines, record });
            }}
          />
        )}
      </>
    );
  } else if (snapshot.hasTag('busy')) {
    main = <PleaseWait note={t('notice')} />;
  } else if (snapshot.hasTag('catalogFailed')) {
    main = (
      <FailureNotice
        failure="catalogFailed"
        message={t('errors.catalog')}
        actions={
          <>
            {retry}
            {edit}
          </>
        }
      />
    );
  } else if (snapshot.hasTag('orderRefFailed')) {
    main = (
      <FailureNotice
        failure="orderRefFailed"
        message={t('errors.orderRef')}
        actions={
          <>
            {retry}
            {edit}
          </>
        }
      />
    );
  } else if (snapshot.hasTag('sessionFailed')) {
    main = (
      <FailureNotice
        failure="sessionFailed"
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
          <PaymentArea
            clientSecret={snapshot.context.clientSecret}
            onPaid={paid}
            onSessionLost={sessionLost}
            notice={snapshot.context.sessionRenewed ? t('payment.renewed') : undefined}
            focusOnMount
          />
        )}
      </>
    );
  }

  return (
    <div className={checkoutPage}>
      <h1 className={styles.title}>{t('title')}</h1>
      <div className={styles.layout}>
        <div className={styles.summaryColumn}>
          <OrderSummary
            lines={lines}
            record={record}
            mediaHost={services.mediaHost}
            readOnly={!editing}
            onQuantityChange={onQuantityChange}
            onRemove={onRemove}
          >
            {/* Inside the summary, under the lines it is about: its heading is an h3. */}
            {notices.length > 0 && <CartNotices changes={notices} onDismiss={onNoticesSeen} />}
            <CouponField onRecordChange={setRecord} disabled={!editing} />
          </OrderSummary>
        </div>
        <div className={styles.mainColumn}>{main}</div>
      </div>
    </div>
  );
}
