import { and, assertEvent, assign, fromPromise, or, setup, stateIn } from 'xstate';
import { isApiError, isConflict } from '../api/errors';
import type { ShopClient } from '../api/shopClient';
import { buyableLines } from '../cart';
import type { CartChange } from '../cartReconcile';
import { buildCheckoutSessionRequest, buildOrderPayload, type CustomerDetails } from '../order';
import type {
  CartLine,
  CheckoutSessionRequest,
  OrderPayload,
  PrizeRecord,
  SessionStatus,
} from '../types';
import type { PendingOrderStore } from './pendingOrderStore';
import { toError } from './toError';

type Shop = Pick<
  ShopClient,
  'createOrderRef' | 'createCheckoutSession' | 'sessionStatus' | 'createOrder'
>;

/** The cart after its lines were read again from the catalog (and the stored cart updated). */
export interface CartReading {
  /** Every line of the cart as the catalog has it now, sold-out lines included. */
  lines: CartLine[];
  /** What the read changed; the shopper sees these before paying. */
  changes: CartChange[];
}

export interface CheckoutServices {
  shop: Shop;
  /**
   * Reads every cart line again from the catalog and updates the cart; checkout never starts
   * on lines that were not read again.
   */
  readCart: () => Promise<CartReading>;
  pendingOrderStore: PendingOrderStore;
  /** The clock for the order reference number. @default Date.now */
  now?: () => number;
  /** The site's language, sent with the payment session so the order is kept in it. */
  language?: () => string;
}

export interface CheckoutInput {
  services: CheckoutServices;
  /** The session_id query parameter when the payment page sends the shopper back. */
  sessionId?: string | null;
}

export interface CheckoutContext {
  services: CheckoutServices;
  /** The order being paid for: reference body, later the final order. */
  order: OrderPayload | null;
  session: CheckoutSessionRequest | null;
  orderRefCreated: boolean;
  pendingOrderSaved: boolean;
  /** Opens the embedded card payment while paying. */
  clientSecret: string | null;
  /**
   * The shop no longer knew the payment session (SESSION_LOST: its server restarted), so a
   * fresh one was opened with the same details; the payment tells the shopper, until they edit.
   */
  sessionRenewed: boolean;
  sessionId: string | null;
  status: SessionStatus | null;
  /** The stored order found on return, placed as the final order. */
  pendingOrder: OrderPayload | null;
  /** The session whose order this actor has placed; a retry never places it again. */
  placedSessionId: string | null;
  /** Calls of create_order in this placing round (automatic retries included). */
  placeAttempts: number;
  /** The submitted details and code, kept while the cart is read again. */
  customer: CustomerDetails | null;
  record: PrizeRecord | null;
  /** Why the last step failed; docs/requirements.md §8 only logs it. */
  error: Error | null;
}

/** Inputs of the machine's actors, for tests and stories that replace them with .provide(). */
export interface CheckoutActorInputs {
  readCart: { services: CheckoutServices };
  createOrderRef: { shop: Shop; order: OrderPayload };
  createCheckoutSession: { shop: Shop; session: CheckoutSessionRequest };
  savePendingOrder: { store: PendingOrderStore; order: OrderPayload };
  sessionStatus: { shop: Shop; sessionId: string };
  loadPendingOrder: { store: PendingOrderStore };
  createOrder: { shop: Shop; order: OrderPayload };
  /** `sessionId` is the session whose order was placed, kept as a note for other tabs. */
  clearPendingOrder: { store: PendingOrderStore; sessionId: string };
  wasPlaced: { store: PendingOrderStore; sessionId: string };
}

/**
 * How often create_order is sent again on its own when no answer came (a timeout or a lost
 * connection), before the shopper sees placeOrderFailed; each wait is PLACE_ORDER_BACKOFF_MS
 * times the attempt. The same session id goes with every attempt, so the shop places it once.
 */
export const PLACE_ORDER_AUTO_RETRIES = 2;
export const PLACE_ORDER_BACKOFF_MS = 1000;

/** No answer came: the shop may have placed it or not, and the same order again is safe. */
const unanswered = (error: unknown) =>
  isApiError(error) && (error.kind === 'timeout' || error.kind === 'network');

export type CheckoutEvent =
  | {
      type: 'SUBMIT';
      customer: CustomerDetails;
      lines: readonly CartLine[];
      record: PrizeRecord | null;
    }
  | { type: 'RETURNED'; sessionId: string }
  | { type: 'RETRY' }
  | { type: 'EDIT' }
  /** The payment answered that the shop does not know its session (404). */
  | { type: 'SESSION_LOST' };

/**
 * What a screen reads from the checkout, never its state names: `editing` (the details form;
 * the order can still change), `busy` (a call is under way), `paying` (the card payment is
 * open), `returning` (back from the payment page: checking it and placing the order), one tag
 * per failed step that RETRY resumes (`catalogFailed`, `orderRefFailed`, `sessionFailed`,
 * `statusFailed`, `placeOrderFailed`), `cartChanged` (reading the catalog again changed the
 * cart, so the shopper checks it and pays again), `pricesChanged` (the shop refused the order
 * as priced, with `cartChanged`), and the outcomes `confirmed`, `paymentFailed`,
 * `orderNotFound`.
 */
export type CheckoutTag =
  | 'editing'
  | 'cartChanged'
  | 'pricesChanged'
  | 'catalogFailed'
  | 'busy'
  | 'paying'
  | 'returning'
  | 'orderRefFailed'
  | 'sessionFailed'
  | 'statusFailed'
  | 'placeOrderFailed'
  | 'confirmed'
  | 'paymentFailed'
  | 'orderNotFound';

/**
 * Checkout and payment (docs/requirements.md §4 and §7).
 *
 * details -> readingCart (every line read again from the catalog; a change goes back to the
 * form as cartChanged) -> submitting (order reference, then saving it as the pending order, in parallel
 * with opening the payment session) -> paying -> RETURNED, or a start with input.sessionId ->
 * checkingStatus -> complete: placingOrder (load the pending order, create_order, clear it)
 * -> confirmed; open: back to paying, or to details when there is no payment to resume;
 * expired or anything else: paymentFailed.
 *
 * Each failing step has its own state with RETRY, which resumes without repeating a step that
 * succeeded. Double submission: SUBMIT is only heard while editing (details, cartChanged,
 * pricesChanged). Placing is idempotent: the shop places one order per session id, so
 * create_order is sent again with the same session id, on its own when no answer came
 * (PLACE_ORDER_AUTO_RETRIES, with a short backoff) and on RETRY; a retry after create_order
 * succeeded only clears the stored copy. Clearing it keeps a note of the placed session, so a
 * second tab returning from the same payment confirms too. A return that finds neither the
 * stored order (nor the one this actor saved) nor that note places nothing and ends in
 * orderNotFound, never in confirmed (we never claim an order this browser did not see placed).
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    tags: {} as CheckoutTag,
  },
  actors: {
    readCart: fromPromise<CartReading, CheckoutActorInputs['readCart']>(({ input }) =>
      input.services.readCart(),
    ),
    createOrderRef: fromPromise(({ input }: { input: CheckoutActorInputs['createOrderRef'] }) =>
      input.shop.createOrderRef(input.order),
    ),
    createCheckoutSession: fromPromise<string, CheckoutActorInputs['createCheckoutSession']>(
      ({ input }) => input.shop.createCheckoutSession(input.session),
    ),
    savePendingOrder: fromPromise(
      async ({ input }: { input: CheckoutActorInputs['savePendingOrder'] }) =>
        input.store.save(input.order),
    ),
    sessionStatus: fromPromise<SessionStatus, CheckoutActorInputs['sessionStatus']>(({ input }) =>
      input.shop.sessionStatus(input.sessionId),
    ),
    loadPendingOrder: fromPromise<OrderPayload | null, CheckoutActorInputs['loadPendingOrder']>(
      async ({ input }) => input.store.load(),
    ),
    createOrder: fromPromise(({ input }: { input: CheckoutActorInputs['createOrder'] }) =>
      input.shop.createOrder(input.order),
    ),
    clearPendingOrder: fromPromise(
      async ({ input }: { input: CheckoutActorInputs['clearPendingOrder'] }) =>
        input.store.clear(input.sessionId),
    ),
    wasPlaced: fromPromise<boolean, CheckoutActorInputs['wasPlaced']>(async ({ input }) =>
      input.store.wasPlaced(input.sessionId),
    ),
  },
  delays: {
    placeOrderBackoff: ({ context }) => PLACE_ORDER_BACKOFF_MS * context.placeAttempts,
  },
  guards: {
    startsFromReturn: ({ context }) => context.sessionId !== null,
    hasLines: ({ event }) => {
      assertEvent(event, 'SUBMIT');
      return event.lines.length > 0;
    },
    orderRefSaved: ({ context }) => context.pendingOrderSaved,
    orderRefCreated: ({ context }) => context.orderRefCreated,
    sessionOpened: ({ context }) => context.clientSecret !== null,
    orderRefStepFailed: stateIn({ submitting: { orderRef: 'failed' } }),
    orderRefSettled: or([
      stateIn({ submitting: { orderRef: 'failed' } }),
      stateIn({ submitting: { orderRef: 'done' } }),
    ]),
    paymentSessionStepFailed: stateIn({ submitting: { paymentSession: 'failed' } }),
    paymentSessionSettled: or([
      stateIn({ submitting: { paymentSession: 'failed' } }),
      stateIn({ submitting: { paymentSession: 'done' } }),
    ]),
    refusedAsPriced: ({ context }) => isConflict(context.error),
    cartReadUnchanged: ({ event }) =>
      (event as unknown as { output: CartReading }).output.changes.length === 0,
    alreadyPlaced: ({ context }) =>
      context.placedSessionId !== null && context.placedSessionId === context.sessionId,
    mayRetryPlacing: ({ context }, params: { error: unknown }) =>
      unanswered(params.error) && context.placeAttempts <= PLACE_ORDER_AUTO_RETRIES,
  },
  actions: {
    rememberSubmit: assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      return { customer: event.customer, record: event.record, error: null };
    }),
    prepareOrder: assign(({ context }, params: { lines: CartLine[] }) => {
      const now = context.services.now ?? Date.now;
      const lines = buyableLines(params.lines);
      const order = buildOrderPayload({
        customer: context.customer as CustomerDetails,
        lines,
        record: context.record,
        // The reference is created before the payment session exists; the final order
        // carries the session id the payment page returns with.
        sessionId: '',
        now: now(),
      });
      return {
        order,
        session: buildCheckoutSessionRequest(lines, context.record, {
          language: context.services.language?.(),
          reference: order.customer_reference_number,
        }),
        orderRefCreated: false,
        pendingOrderSaved: false,
        clientSecret: null,
        error: null,
      };
    }),
    rememberSession: assign({
      sessionId: ({ event }) => {
        assertEvent(event, 'RETURNED');
        return event.sessionId;
      },
      status: null,
      error: null,
    }),
    // The order reference went with the forgotten session: both are sent again, from the
    // details and cart already checked.
    renewSession: assign({
      clientSecret: null,
      orderRefCreated: false,
      pendingOrderSaved: false,
      sessionRenewed: true,
      error: null,
    }),
    clearError: assign({ error: null }),
    fail: assign((_, params: { error: unknown }) => ({ error: toError(params.error) })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    services: input.services,
    order: null,
    session: null,
    orderRefCreated: false,
    pendingOrderSaved: false,
    clientSecret: null,
    sessionRenewed: false,
    sessionId: input.sessionId ?? null,
    status: null,
    pendingOrder: null,
    placedSessionId: null,
    placeAttempts: 0,
    customer: null,
    record: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsFromReturn', target: 'checkingStatus' }, { target: 'details' }],
    },
    details: {
      tags: 'editing',
      entry: assign({ sessionRenewed: false }),
      on: {
        SUBMIT: { guard: 'hasLines', target: 'readingCart', actions: 'rememberSubmit' },
        RETURNED: { target: 'checkingStatus', actions: 'rememberSession' },
      },
    },
    readingCart: {
      tags: 'busy',
      invoke: {
        src: 'readCart',
        input: ({ context }) => ({ services: context.services }),
        onDone: [
          {
            guard: and([
              'cartReadUnchanged',
              ({ event }) => buyableLines(event.output.lines).length > 0,
            ]),
            target: 'submitting',
            actions: {
              type: 'prepareOrder',
              params: ({ event }) => ({ lines: event.output.lines }),
            },
          },
          { target: 'cartChanged' },
        ],
        onError: {
          target: 'catalogFailed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The cart changed when read again: the shopper sees what changed and submits again. */
    cartChanged: {
      tags: ['editing', 'cartChanged'],
      on: {
        SUBMIT: { guard: 'hasLines', target: 'readingCart', actions: 'rememberSubmit' },
        RETURNED: { target: 'checkingStatus', actions: 'rememberSession' },
      },
    },
    /** The catalog could not be read: nothing is charged on lines that were not read again. */
    catalogFailed: {
      tags: 'catalogFailed',
      on: {
        RETRY: { target: 'readingCart', actions: 'clearError' },
        EDIT: { target: 'details' },
      },
    },
    /** The shop refused the order as priced (409): the cart is read again before the form. */
    repricing: {
      tags: 'busy',
      invoke: {
        src: 'readCart',
        input: ({ context }) => ({ services: context.services }),
        onDone: { target: 'pricesChanged' },
        onError: {
          target: 'catalogFailed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    pricesChanged: {
      tags: ['editing', 'cartChanged', 'pricesChanged'],
      on: {
        SUBMIT: { guard: 'hasLines', target: 'readingCart', actions: 'rememberSubmit' },
        RETURNED: { target: 'checkingStatus', actions: 'rememberSession' },
      },
    },
    submitting: {
      tags: 'busy',
      type: 'parallel',
      states: {
        orderRef: {
          initial: 'resuming',
          states: {
            resuming: {
              always: [
                { guard: 'orderRefSaved', target: 'done' },
                { guard: 'orderRefCreated', target: 'saving' },
                { target: 'creating' },
              ],
            },
            creating: {
              invoke: {
                src: 'createOrderRef',
                input: ({ context }) => ({
                  shop: context.services.shop,
                  order: context.order as OrderPayload,
                }),
                onDone: { target: 'saving', actions: assign({ orderRefCreated: true }) },
                onError: {
                  target: 'failed',
                  actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            saving: {
              invoke: {
                src: 'savePendingOrder',
                input: ({ context }) => ({
                  store: context.services.pendingOrderStore,
                  order: context.order as OrderPayload,
                }),
                onDone: { target: 'done', actions: assign({ pendingOrderSaved: true }) },
                onError: {
                  target: 'failed',
                  actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            done: { type: 'final' },
            failed: {},
          },
        },
        paymentSession: {
          initial: 'resuming',
          states: {
            resuming: {
              always: [{ guard: 'sessionOpened', target: 'done' }, { target: 'creating' }],
            },
            creating: {
              invoke: {
                src: 'createCheckoutSession',
                input: ({ context }) => ({
                  shop: context.services.shop,
                  session: context.session as CheckoutSessionRequest,
                }),
                onDone: {
                  target: 'done',
                  actions: assign({ clientSecret: ({ event }) => event.output }),
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            done: { type: 'final' },
            failed: {},
          },
        },
      },
      // A failed call waits for the other one to settle, so nothing it achieved is thrown away.
      always: [
        {
          guard: and([
            or(['orderRefStepFailed', 'paymentSessionStepFailed']),
            'orderRefSettled',
            'paymentSessionSettled',
            'refusedAsPriced',
          ]),
          target: 'repricing',
        },
        { guard: and(['orderRefStepFailed', 'paymentSessionSettled']), target: 'orderRefFailed' },
        { guard: and(['paymentSessionStepFailed', 'orderRefSettled']), target: 'sessionFailed' },
      ],
      onDone: { target: 'paying' },
    },
    orderRefFailed: {
      tags: 'orderRefFailed',
      on: {
        RETRY: { target: 'submitting', actions: 'clearError' },
        EDIT: { target: 'details' },
      },
    },
    sessionFailed: {
      tags: 'sessionFailed',
      on: {
        RETRY: { target: 'submitting', actions: 'clearError' },
        EDIT: { target: 'details' },
      },
    },
    paying: {
      tags: 'paying',
      on: {
        RETURNED: { target: 'checkingStatus', actions: 'rememberSession' },
        EDIT: { target: 'details' },
        SESSION_LOST: { target: 'submitting', actions: 'renewSession' },
      },
    },
    checkingStatus: {
      tags: ['returning', 'busy'],
      invoke: {
        src: 'sessionStatus',
        input: ({ context }) => ({
          shop: context.services.shop,
          sessionId: context.sessionId as string,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output === 'complete',
            target: 'placingOrder',
            actions: assign({ status: ({ event }) => event.output }),
          },
          {
            guard: ({ context, event }) => event.output === 'open' && context.clientSecret !== null,
            target: 'paying',
            actions: assign({ status: ({ event }) => event.output }),
          },
          {
            // docs/requirements.md §4: not complete, so the checkout form stays.
            guard: ({ event }) => event.output === 'open',
            target: 'details',
            actions: assign({ status: ({ event }) => event.output }),
          },
          {
            target: 'paymentFailed',
            actions: assign({ status: ({ event }) => event.output }),
          },
        ],
        onError: {
          target: 'statusFailed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    statusFailed: {
      tags: ['returning', 'statusFailed'],
      on: { RETRY: { target: 'checkingStatus', actions: 'clearError' } },
    },
    placingOrder: {
      tags: ['returning', 'busy'],
      initial: 'loading',
      entry: assign({ placeAttempts: 0 }),
      states: {
        loading: {
          invoke: {
            src: 'loadPendingOrder',
            input: ({ context }) => ({ store: context.services.pendingOrderStore }),
            onDone: [
              {
                guard: ({ event }) => event.output !== null,
                target: 'creating',
                actions: assign({ pendingOrder: ({ event }) => event.output }),
              },
              {
                // The stored copy was cleared (Reset Cart) while this page was paying: the
                // shopper paid, so the order this actor saved itself is still placed.
                guard: 'orderRefSaved',
                target: 'creating',
                actions: assign({ pendingOrder: ({ context }) => context.order }),
              },
              { target: 'recalling' },
            ],
            onError: {
              target: '#checkout.placeOrderFailed',
              actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** No stored order: another tab of this browser may have placed this session's order. */
        recalling: {
          invoke: {
            src: 'wasPlaced',
            input: ({ context }) => ({
              store: context.services.pendingOrderStore,
              sessionId: context.sessionId as string,
            }),
            onDone: [
              { guard: ({ event }) => event.output, target: '#checkout.confirmed' },
              { target: '#checkout.orderNotFound' },
            ],
            onError: { target: '#checkout.orderNotFound' },
          },
        },
        creating: {
          entry: assign({ placeAttempts: ({ context }) => context.placeAttempts + 1 }),
          invoke: {
            src: 'createOrder',
            input: ({ context }) => ({
              shop: context.services.shop,
              order: {
                ...(context.pendingOrder as OrderPayload),
                sessionId: context.sessionId as string,
              },
            }),
            onDone: {
              target: 'clearing',
              actions: assign({ placedSessionId: ({ context }) => context.sessionId }),
            },
            onError: [
              {
                guard: {
                  type: 'mayRetryPlacing',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: 'backingOff',
              },
              {
                target: '#checkout.placeOrderFailed',
                actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        /** The shop did not answer: a short wait, then the same order with the same session id. */
        backingOff: {
          after: { placeOrderBackoff: { target: 'creating' } },
        },
        clearing: {
          invoke: {
            src: 'clearPendingOrder',
            input: ({ context }) => ({
              store: context.services.pendingOrderStore,
              sessionId: context.sessionId as string,
            }),
            onDone: { target: '#checkout.confirmed' },
            onError: {
              target: '#checkout.placeOrderFailed',
              actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    placeOrderFailed: {
      tags: ['returning', 'placeOrderFailed'],
      on: {
        // The session id stays: the shop answers a repeat of a placed order with that order.
        RETRY: [
          { guard: 'alreadyPlaced', target: 'placingOrder.clearing', actions: 'clearError' },
          { target: 'placingOrder', actions: 'clearError' },
        ],
      },
    },
    confirmed: { type: 'final', tags: 'confirmed' },
    /** The payment session expired or was not paid. */
    paymentFailed: { type: 'final', tags: 'paymentFailed' },
    /** Paid, but no stored pending order in this browser to place. */
    orderNotFound: { type: 'final', tags: 'orderNotFound' },
  },
});
