import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { ShopClient } from '../api/shopClient';
import { aCustomer, aLine, aPrize, deferred, unused } from '../testing/fixtures';
import type { CheckoutSessionRequest, OrderPayload, SessionStatus } from '../types';
import {
  checkoutMachine,
  type CheckoutActorInputs as Inputs,
  type CheckoutEvent,
} from './checkoutMachine';
import { memoryPendingOrderStore, type PendingOrderStore } from './pendingOrderStore';

interface Fakes {
  createOrderRef?: (order: OrderPayload) => Promise<void>;
  createCheckoutSession?: (session: CheckoutSessionRequest) => Promise<string>;
  savePendingOrder?: (order: OrderPayload) => Promise<void>;
  sessionStatus?: (sessionId: string) => Promise<SessionStatus>;
  loadPendingOrder?: () => Promise<OrderPayload | null>;
  createOrder?: (order: OrderPayload) => Promise<void>;
  clearPendingOrder?: () => Promise<void>;
}

const NOW = 1_700_000_000_000;

function startCheckout(fakes: Fakes = {}, sessionId?: string) {
  const store = memoryPendingOrderStore();
  const spies = {
    createOrderRef: vi.fn(fakes.createOrderRef ?? (() => Promise.resolve())),
    createCheckoutSession: vi.fn(
      fakes.createCheckoutSession ?? (() => Promise.resolve('secret_1')),
    ),
    savePendingOrder: vi.fn(
      fakes.savePendingOrder ?? (async (order: OrderPayload) => store.save(order)),
    ),
    sessionStatus: vi.fn(fakes.sessionStatus ?? (() => Promise.resolve<SessionStatus>('complete'))),
    loadPendingOrder: vi.fn(fakes.loadPendingOrder ?? (async () => store.load())),
    createOrder: vi.fn(fakes.createOrder ?? (() => Promise.resolve())),
    clearPendingOrder: vi.fn(fakes.clearPendingOrder ?? (async () => store.clear())),
  };
  const machine = checkoutMachine.provide({
    actors: {
      createOrderRef: fromPromise(({ input }: { input: Inputs['createOrderRef'] }) =>
        spies.createOrderRef(input.order),
      ),
      createCheckoutSession: fromPromise(({ input }: { input: Inputs['createCheckoutSession'] }) =>
        spies.createCheckoutSession(input.session),
      ),
      savePendingOrder: fromPromise(({ input }: { input: Inputs['savePendingOrder'] }) =>
        spies.savePendingOrder(input.order),
      ),
      sessionStatus: fromPromise(({ input }: { input: Inputs['sessionStatus'] }) =>
        spies.sessionStatus(input.sessionId),
      ),
      loadPendingOrder: fromPromise((_: { input: Inputs['loadPendingOrder'] }) =>
        spies.loadPendingOrder(),
      ),
      createOrder: fromPromise(({ input }: { input: Inputs['createOrder'] }) =>
        spies.createOrder(input.order),
      ),
      clearPendingOrder: fromPromise((_: { input: Inputs['clearPendingOrder'] }) =>
        spies.clearPendingOrder(),
      ),
    },
  });
  const actor = createActor(machine, {
    input: {
      services: {
        shop: unused<ShopClient>(),
        pendingOrderStore: unused<PendingOrderStore>(),
        now: () => NOW,
      },
      sessionId,
    },
  }).start();
  return { actor, store, ...spies };
}

const submit: CheckoutEvent = {
  type: 'SUBMIT',
  customer: aCustomer(),
  lines: [aLine({ price: 30, quantity: 2 })],
  record: null,
};

describe('checkoutMachine: details and payment', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts on the details form', () => {
    // Act
    const { actor } = startCheckout();

    // Assert
    expect(actor.getSnapshot().value).toBe('details');
  });

  it('ignores a SUBMIT with an empty cart', () => {
    // Arrange
    const { actor, createOrderRef } = startCheckout();

    // Act
    actor.send({ ...submit, lines: [] });

    // Assert
    expect(actor.getSnapshot().value).toBe('details');
    expect(createOrderRef).not.toHaveBeenCalled();
  });

  it('creates the order reference and the payment session together, saves the order, then pays', async () => {
    // Arrange
    const orderRef = deferred<undefined>();
    const session = deferred<string>();
    const { actor, createOrderRef, createCheckoutSession, savePendingOrder, store } = startCheckout(
      {
        createOrderRef: () => orderRef.promise,
        createCheckoutSession: () => session.promise,
      },
    );

    // Act
    actor.send({ ...submit, record: aPrize() });

    // Assert: both calls are under way before either answers.
    expect(createOrderRef).toHaveBeenCalledTimes(1);
    expect(createCheckoutSession).toHaveBeenCalledTimes(1);
    expect(savePendingOrder).not.toHaveBeenCalled();
    orderRef.resolve(undefined);
    session.resolve('secret_42');
    const snapshot = await waitFor(actor, (s) => s.matches('paying'));
    expect(snapshot.context.clientSecret).toBe('secret_42');
    const order = createOrderRef.mock.calls[0]?.[0];
    expect(order).toMatchObject({
      customer_reference_number: `NOT-${NOW}`,
      sessionId: '',
      payment_status: 'pending',
      status: 'pending',
      card_amount: 50,
    });
    expect(store.load()).toEqual(order);
    expect(createCheckoutSession.mock.calls[0]?.[0].products[0]).toMatchObject({
      price: 15,
      quantity: 2,
    });
  });

  it('ignores a second SUBMIT while submitting', async () => {
    // Arrange
    const orderRef = deferred<undefined>();
    const { actor, createOrderRef, createCheckoutSession } = startCheckout({
      createOrderRef: () => orderRef.promise,
    });
    actor.send(submit);

    // Act
    actor.send(submit);
    orderRef.resolve(undefined);

    // Assert
    await waitFor(actor, (s) => s.matches('paying'));
    expect(createOrderRef).toHaveBeenCalledTimes(1);
    expect(createCheckoutSession).toHaveBeenCalledTimes(1);
  });

  it('retries a failed order reference without opening a second payment session', async () => {
    // Arrange
    let attempts = 0;
    const { actor, createOrderRef, createCheckoutSession } = startCheckout({
      createOrderRef: () =>
        ++attempts === 1 ? Promise.reject(new ApiError('http', 'down', 500)) : Promise.resolve(),
    });
    actor.send(submit);
    const failed = await waitFor(actor, (s) => s.matches('orderRefFailed'));

    // Act
    actor.send({ type: 'RETRY' });

    // Assert
    expect(failed.context.error).toMatchObject({ kind: 'http', status: 500 });
    const paying = await waitFor(actor, (s) => s.matches('paying'));
    expect(createOrderRef).toHaveBeenCalledTimes(2);
    expect(createCheckoutSession).toHaveBeenCalledTimes(1);
    expect(paying.context.error).toBeNull();
  });

  it('retries saving the pending order without creating the reference again', async () => {
    // Arrange
    let attempts = 0;
    const { actor, createOrderRef, savePendingOrder } = startCheckout({
      savePendingOrder: () =>
        ++attempts === 1 ? Promise.reject(new Error('quota')) : Promise.resolve(),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('orderRefFailed'));

    // Act
    actor.send({ type: 'RETRY' });

    // Assert
    await waitFor(actor, (s) => s.matches('paying'));
    expect(createOrderRef).toHaveBeenCalledTimes(1);
    expect(savePendingOrder).toHaveBeenCalledTimes(2);
  });

  it('retries a failed payment session without a second order reference', async () => {
    // Arrange
    let attempts = 0;
    const { actor, createOrderRef, createCheckoutSession } = startCheckout({
      createCheckoutSession: () =>
        ++attempts === 1
          ? Promise.reject(new ApiError('network', 'offline'))
          : Promise.resolve('s2'),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('sessionFailed'));

    // Act
    actor.send({ type: 'RETRY' });

    // Assert
    const paying = await waitFor(actor, (s) => s.matches('paying'));
    expect(paying.context.clientSecret).toBe('s2');
    expect(createOrderRef).toHaveBeenCalledTimes(1);
    expect(createCheckoutSession).toHaveBeenCalledTimes(2);
  });

  it('waits for the payment session before reporting a failed order reference', async () => {
    // Arrange
    const session = deferred<string>();
    const { actor } = startCheckout({
      createOrderRef: () => Promise.reject(new Error('down')),
      createCheckoutSession: () => session.promise,
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches({ submitting: { orderRef: 'failed' } }));

    // Act
    session.resolve('secret_late');

    // Assert
    const failed = await waitFor(actor, (s) => s.matches('orderRefFailed'));
    expect(failed.context.clientSecret).toBe('secret_late');
  });

  it('resumes both calls when both failed', async () => {
    // Arrange
    let attempts = 0;
    const { actor, createOrderRef, createCheckoutSession } = startCheckout({
      createOrderRef: () => (++attempts === 1 ? Promise.reject(new Error('a')) : Promise.resolve()),
      createCheckoutSession: () =>
        attempts === 1 ? Promise.reject(new Error('b')) : Promise.resolve('s3'),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('orderRefFailed'));

    // Act
    actor.send({ type: 'RETRY' });

    // Assert
    await waitFor(actor, (s) => s.matches('paying'));
    expect(createOrderRef).toHaveBeenCalledTimes(2);
    expect(createCheckoutSession).toHaveBeenCalledTimes(2);
  });

  it.each(['orderRefFailed', 'sessionFailed', 'paying'] as const)(
    'goes back to the details from %s',
    async (state) => {
      // Arrange
      const { actor } = startCheckout({
        createOrderRef:
          state === 'orderRefFailed' ? () => Promise.reject(new Error('x')) : undefined,
        createCheckoutSession:
          state === 'sessionFailed' ? () => Promise.reject(new Error('x')) : undefined,
      });
      actor.send(submit);
      await waitFor(actor, (s) => s.matches(state));

      // Act
      actor.send({ type: 'EDIT' });

      // Assert
      expect(actor.getSnapshot().value).toBe('details');
    },
  );

  it('builds a fresh order on a new SUBMIT after editing', async () => {
    // Arrange
    const { actor, createOrderRef, createCheckoutSession } = startCheckout();
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('paying'));
    actor.send({ type: 'EDIT' });

    // Act
    actor.send({ ...submit, customer: aCustomer({ firstName: 'Sara' }) });

    // Assert
    await waitFor(actor, (s) => s.matches('paying'));
    expect(createOrderRef).toHaveBeenCalledTimes(2);
    expect(createCheckoutSession).toHaveBeenCalledTimes(2);
    expect(createOrderRef.mock.calls[1]?.[0].destination_address_name).toBe('Sara Haddad');
  });
});

describe('checkoutMachine: return from payment', () => {
  it('places the stored order with the session id, clears it and confirms', async () => {
    // Arrange
    const { actor, createOrder, sessionStatus, store } = startCheckout();
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('paying'));
    const saved = store.load();

    // Act
    actor.send({ type: 'RETURNED', sessionId: 'cs_1' });

    // Assert
    const snapshot = await waitFor(actor, (s) => s.matches('confirmed'));
    expect(sessionStatus).toHaveBeenCalledWith('cs_1');
    expect(createOrder).toHaveBeenCalledWith({ ...saved, sessionId: 'cs_1' });
    expect(store.load()).toBeNull();
    expect(snapshot.status).toBe('done');
    expect(snapshot.context.placedSessionId).toBe('cs_1');
  });

  it('starts by checking the session when the page opens with a session id', async () => {
    // Arrange + Act
    const { actor, sessionStatus } = startCheckout(
      { sessionStatus: () => Promise.resolve('open') },
      'cs_9',
    );

    // Assert: not complete, so the checkout form stays (docs/requirements.md §4).
    const snapshot = await waitFor(actor, (s) => s.matches('details'));
    expect(sessionStatus).toHaveBeenCalledWith('cs_9');
    expect(snapshot.context.status).toBe('open');
  });

  it('goes back to paying when the session is still open and can be resumed', async () => {
    // Arrange
    const { actor } = startCheckout({ sessionStatus: () => Promise.resolve('open') });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('paying'));

    // Act
    actor.send({ type: 'RETURNED', sessionId: 'cs_1' });

    // Assert
    const snapshot = await waitFor(
      actor,
      (s) => s.matches('paying') && s.context.status === 'open',
    );
    expect(snapshot.context.clientSecret).toBe('secret_1');
  });

  it('checks a session reported from the details form too', async () => {
    // Arrange
    const { actor } = startCheckout({ sessionStatus: () => Promise.resolve('expired') });

    // Act
    actor.send({ type: 'RETURNED', sessionId: 'cs_1' });

    // Assert
    await waitFor(actor, (s) => s.matches('paymentFailed'));
  });

  it.each(['expired', 'processing'])('fails the payment for status %s', async (status) => {
    // Arrange + Act
    const { actor, createOrder } = startCheckout(
      { sessionStatus: () => Promise.resolve(status) },
      'cs_1',
    );

    // Assert
    const snapshot = await waitFor(actor, (s) => s.matches('paymentFailed'));
    expect(snapshot.status).toBe('done');
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('retries a failed status check', async () => {
    // Arrange
    let attempts = 0;
    const { actor } = startCheckout(
      {
        sessionStatus: () =>
          ++attempts === 1
            ? Promise.reject(new ApiError('timeout', 'slow'))
            : Promise.resolve('expired'),
        loadPendingOrder: () => Promise.resolve(null),
      },
      'cs_1',
    );
    const failed = await waitFor(actor, (s) => s.matches('statusFailed'));

    // Act
    actor.send({ type: 'RETRY' });

    // Assert
    expect(failed.context.error).toMatchObject({ kind: 'timeout' });
    await waitFor(actor, (s) => s.matches('paymentFailed'));
  });

  it('places nothing and does not confirm when no pending order is stored', async () => {
    // Arrange + Act
    const { actor, createOrder } = startCheckout({}, 'cs_1');

    // Assert
    await waitFor(actor, (s) => s.matches('orderNotFound'));
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('retries a failed order creation from the stored copy', async () => {
    // Arrange
    let attempts = 0;
    const { actor, store, createOrder } = startCheckout({
      createOrder: () =>
        ++attempts === 1 ? Promise.reject(new ApiError('http', 'down', 503)) : Promise.resolve(),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('paying'));
    actor.send({ type: 'RETURNED', sessionId: 'cs_1' });
    const failed = await waitFor(actor, (s) => s.matches('placeOrderFailed'));

    // Act
    actor.send({ type: 'RETRY' });

    // Assert
    expect(failed.context.error).toMatchObject({ status: 503 });
    expect(store.load()).not.toBeNull();
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(createOrder).toHaveBeenCalledTimes(2);
    expect(store.load()).toBeNull();
  });

  it('never places an order twice when clearing the stored copy fails', async () => {
    // Arrange
    let attempts = 0;
    const store = { cleared: false };
    const { actor, createOrder, clearPendingOrder } = startCheckout(
      {
        loadPendingOrder: () =>
          Promise.resolve({ customer_reference_number: 'NOT-1' } as OrderPayload),
        clearPendingOrder: async () => {
          if (++attempts === 1) throw new Error('storage locked');
          store.cleared = true;
        },
      },
      'cs_1',
    );
    await waitFor(actor, (s) => s.matches('placeOrderFailed'));

    // Act
    actor.send({ type: 'RETRY' });

    // Assert
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(clearPendingOrder).toHaveBeenCalledTimes(2);
    expect(store.cleared).toBe(true);
  });

  it('fails the placing step when the stored order cannot be read', async () => {
    // Arrange + Act
    const { actor } = startCheckout(
      { loadPendingOrder: () => Promise.reject(new Error('denied')) },
      'cs_1',
    );

    // Assert
    const snapshot = await waitFor(actor, (s) => s.matches('placeOrderFailed'));
    expect(snapshot.context.error?.message).toBe('denied');
  });
});

describe('checkoutMachine with real services', () => {
  it('runs the whole flow through the shop client and the store it was given', async () => {
    // Arrange
    const shop = {
      createOrderRef: vi.fn(() => Promise.resolve()),
      createCheckoutSession: vi.fn(() => Promise.resolve('secret_x')),
      sessionStatus: vi.fn(() => Promise.resolve<SessionStatus>('complete')),
      createOrder: vi.fn(() => Promise.resolve()),
    };
    const pendingOrderStore = memoryPendingOrderStore();
    vi.spyOn(Date, 'now').mockReturnValue(42);
    const actor = createActor(checkoutMachine, {
      input: { services: { shop, pendingOrderStore } },
    }).start();

    // Act
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('paying'));
    actor.send({ type: 'RETURNED', sessionId: 'cs_real' });

    // Assert
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(shop.createOrder).toHaveBeenCalledWith(
      expect.objectContaining({ sessionId: 'cs_real', customer_reference_number: 'NOT-42' }),
    );
    expect(pendingOrderStore.load()).toBeNull();
  });
});

describe('checkoutMachine: tags, which screens read instead of state names', () => {
  const context = createActor(checkoutMachine, {
    input: {
      services: { shop: unused<ShopClient>(), pendingOrderStore: unused<PendingOrderStore>() },
    },
  }).getSnapshot().context;
  const expected = {
    details: ['editing'],
    submitting: ['busy'],
    orderRefFailed: ['orderRefFailed'],
    sessionFailed: ['sessionFailed'],
    paying: ['paying'],
    checkingStatus: ['busy', 'returning'],
    statusFailed: ['returning', 'statusFailed'],
    placingOrder: ['busy', 'returning'],
    placeOrderFailed: ['placeOrderFailed', 'returning'],
    confirmed: ['confirmed'],
    paymentFailed: ['paymentFailed'],
    orderNotFound: ['orderNotFound'],
  } as const;

  it('lists every state a screen can show', () => {
    // Arrange
    const shown = Object.keys(checkoutMachine.root.states).filter((name) => name !== 'starting');

    // Assert
    expect(Object.keys(expected).sort()).toEqual(shown.sort());
  });

  it.each(Object.entries(expected))('tags %s with %j', (name, tags) => {
    // Act
    const snapshot = checkoutMachine.resolveState({ value: name, context });

    // Assert
    expect([...snapshot.tags].sort()).toEqual(tags);
  });

  it('is busy and returning while the return is checked, and neither once confirmed', async () => {
    // Arrange
    const status = deferred<SessionStatus>();
    const { actor } = startCheckout({ sessionStatus: () => status.promise }, 'cs_1');

    // Act
    const checking = actor.getSnapshot();
    status.resolve('complete');
    const done = await waitFor(actor, (s) => s.status === 'done');

    // Assert
    expect(checking.hasTag('busy') && checking.hasTag('returning')).toBe(true);
    expect(done.hasTag('orderNotFound')).toBe(true);
    expect(done.hasTag('busy') || done.hasTag('returning')).toBe(false);
  });
});
