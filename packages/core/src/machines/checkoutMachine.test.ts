import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, type ApiErrorKind } from '../api/errors';
import type { ShopClient } from '../api/shopClient';
import { buildOrderPayload } from '../order';
import { aCustomer, aLine, aPrize, deferred, unused } from '../testing/fixtures';
import type { CartLine, CheckoutSessionRequest, OrderPayload, SessionStatus } from '../types';
import {
  PLACE_ORDER_AUTO_RETRIES,
  PLACE_ORDER_BACKOFF_MS,
  checkoutMachine,
  type CartReading,
  type CheckoutActorInputs as Inputs,
  type CheckoutEvent,
} from './checkoutMachine';
import { memoryPendingOrderStore, type PendingOrderStore } from './pendingOrderStore';

interface Fakes {
  /** @default the lines of the last SUBMIT, unchanged */
  readCart?: (submitted: readonly CartLine[]) => Promise<CartReading>;
  createOrderRef?: (order: OrderPayload) => Promise<void>;
  createCheckoutSession?: (session: CheckoutSessionRequest) => Promise<string>;
  savePendingOrder?: (order: OrderPayload) => Promise<void>;
  sessionStatus?: (sessionId: string) => Promise<SessionStatus>;
  loadPendingOrder?: () => Promise<OrderPayload | null>;
  createOrder?: (order: OrderPayload) => Promise<void>;
  clearPendingOrder?: (sessionId: string) => Promise<void>;
  wasPlaced?: (sessionId: string) => Promise<boolean>;
  /** The site's language service. @default none */
  language?: () => string;
}

const NOW = 1_700_000_000_000;

function startCheckout(fakes: Fakes = {}, sessionId?: string) {
  const store = memoryPendingOrderStore();
  let submitted: readonly CartLine[] = [];
  const spies = {
    readCart: vi.fn(
      () =>
        fakes.readCart?.(submitted) ??
        Promise.resolve<CartReading>({ lines: [...submitted], changes: [] }),
    ),
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
    clearPendingOrder: vi.fn(
      fakes.clearPendingOrder ?? (async (sessionId: string) => store.clear(sessionId)),
    ),
    wasPlaced: vi.fn(fakes.wasPlaced ?? (async (sessionId: string) => store.wasPlaced(sessionId))),
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
      clearPendingOrder: fromPromise(({ input }: { input: Inputs['clearPendingOrder'] }) =>
        spies.clearPendingOrder(input.sessionId),
      ),
      wasPlaced: fromPromise(({ input }: { input: Inputs['wasPlaced'] }) =>
        spies.wasPlaced(input.sessionId),
      ),
    },
    // The automatic retries of create_order do not wait here; their backoff has its own test.
    delays: { placeOrderBackoff: 0 },
  });
  const actor = createActor(machine, {
    input: {
      services: {
        shop: unused<ShopClient>(),
        readCart: spies.readCart,
        pendingOrderStore: unused<PendingOrderStore>(),
        now: () => NOW,
        ...(fakes.language ? { language: fakes.language } : {}),
      },
      sessionId,
    },
    inspect: (inspection) => {
      if (inspection.type === '@xstate.event' && inspection.event.type === 'SUBMIT') {
        submitted = (inspection.event as Submit).lines;
      }
    },
  }).start();
  return { actor, store, ...spies };
}

type Submit = Extract<CheckoutEvent, { type: 'SUBMIT' }>;

const submit: Submit = {
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
    await waitFor(actor, (s) => s.matches('submitting'));

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

  it('sends the site’s language of the moment and the order reference with the payment session', async () => {
    // Arrange
    let language = 'en';
    const { actor, createCheckoutSession } = startCheckout({ language: () => language });

    // Act: the shopper switched to Arabic after the checkout opened.
    language = 'ar';
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('paying'));

    // Assert: with the order reference it belongs to.
    expect(createCheckoutSession.mock.calls[0]?.[0]).toMatchObject({
      language: 'ar',
      customer_reference_number: `NOT-${NOW}`,
    });
  });

  it('ignores a second SUBMIT while submitting', async () => {
    // Arrange
    const orderRef = deferred<undefined>();
    const { actor, createOrderRef, createCheckoutSession } = startCheckout({
      createOrderRef: () => orderRef.promise,
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('submitting'));

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

describe('checkoutMachine: a payment session the shop no longer knows (issue 29)', () => {
  it('opens a fresh session with the same details on SESSION_LOST, and says so', async () => {
    // Arrange
    const secrets = ['secret_1', 'secret_2'];
    const { actor, createCheckoutSession, createOrderRef } = startCheckout({
      createCheckoutSession: () => Promise.resolve(secrets.shift() ?? 'secret_x'),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('paying'));
    expect(actor.getSnapshot().context.sessionRenewed).toBe(false);

    // Act
    actor.send({ type: 'SESSION_LOST' });

    // Assert
    const snapshot = await waitFor(
      actor,
      (s) => s.matches('paying') && s.context.clientSecret === 'secret_2',
    );
    expect(snapshot.context.sessionRenewed).toBe(true);
    expect(snapshot.context.customer).toEqual(submit.customer);
    expect(createCheckoutSession).toHaveBeenCalledTimes(2);
    expect(createCheckoutSession.mock.calls[1]?.[0]).toEqual(
      createCheckoutSession.mock.calls[0]?.[0],
    );
    // The shop forgot the order reference with the session: it is sent again.
    expect(createOrderRef).toHaveBeenCalledTimes(2);
  });

  it('forgets the notice once the shopper edits the details', async () => {
    const { actor } = startCheckout();
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('paying'));
    actor.send({ type: 'SESSION_LOST' });
    await waitFor(actor, (s) => s.matches('paying') && s.context.sessionRenewed);
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context.sessionRenewed).toBe(false);
  });
});

describe('checkoutMachine: the cart is read again before paying', () => {
  const reading = (lines: CartLine[], changes: CartReading['changes'] = []) =>
    Promise.resolve<CartReading>({ lines, changes });

  it('reads the cart again on SUBMIT, busy, before any call to the shop', async () => {
    // Arrange
    const read = deferred<CartReading>();
    const { actor, readCart, createOrderRef, createCheckoutSession } = startCheckout({
      readCart: () => read.promise,
    });

    // Act
    actor.send(submit);
    actor.send(submit);

    // Assert: a second SUBMIT while reading starts no second read.
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('readingCart');
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.hasTag('editing')).toBe(false);
    expect(readCart).toHaveBeenCalledTimes(1);
    expect(createOrderRef).not.toHaveBeenCalled();
    expect(createCheckoutSession).not.toHaveBeenCalled();
    read.resolve({ lines: [...submit.lines], changes: [] });
    await waitFor(actor, (s) => s.matches('paying'));
  });

  it('charges the prices read again, never the prices the SUBMIT carried', async () => {
    // Arrange: the form still shows 30 AED; the catalog now says 25 AED.
    const { actor, createOrderRef, createCheckoutSession, store } = startCheckout({
      readCart: () => reading([aLine({ id: 1, price: 25, quantity: 2 })]),
    });

    // Act
    actor.send({ ...submit, lines: [aLine({ id: 1, price: 30, quantity: 2 })] });

    // Assert: items 50 AED, delivery 10 AED.
    await waitFor(actor, (s) => s.matches('paying'));
    const session = createCheckoutSession.mock.calls[0]?.[0];
    expect(session?.products[0]).toMatchObject({ price: 25, quantity: 2, product_id: 1 });
    expect(session?.products.some((item) => item.price === 30)).toBe(false);
    const order = createOrderRef.mock.calls[0]?.[0];
    expect(order?.products).toEqual([aLine({ id: 1, price: 25, quantity: 2 })]);
    expect(order?.card_amount).toBe(60);
    expect(store.load()).toEqual(order);
  });

  it('sends the code of the submitted record with the session and the order', async () => {
    // Arrange
    const { actor, createOrderRef, createCheckoutSession } = startCheckout();

    // Act
    actor.send({ ...submit, record: aPrize() });

    // Assert
    await waitFor(actor, (s) => s.matches('paying'));
    expect(createCheckoutSession.mock.calls[0]?.[0].code).toBe('WIN50OFF01');
    expect(createOrderRef.mock.calls[0]?.[0].code).toBe('WIN50OFF01');
  });

  it('goes back to the form when the read changed the cart, and pays on the next SUBMIT', async () => {
    // Arrange
    let reads = 0;
    const fresh = [aLine({ id: 1, price: 28, quantity: 2 })];
    const { actor, readCart, createOrderRef, createCheckoutSession } = startCheckout({
      readCart: () =>
        ++reads === 1
          ? reading(fresh, [
              { kind: 'priceChanged', id: 1, title: 'Date Truffle', from: 30, to: 28 },
            ])
          : reading(fresh),
    });

    // Act
    actor.send(submit);
    const changed = await waitFor(actor, (s) => s.matches('cartChanged'));

    // Assert: nothing was charged on the changed cart.
    expect(changed.hasTag('editing') && changed.hasTag('cartChanged')).toBe(true);
    expect(changed.hasTag('pricesChanged')).toBe(false);
    expect(createOrderRef).not.toHaveBeenCalled();
    expect(createCheckoutSession).not.toHaveBeenCalled();

    // Act: the shopper has seen the change and submits again, with other details.
    actor.send({ ...submit, lines: fresh, customer: aCustomer({ firstName: 'Sara' }) });

    // Assert
    await waitFor(actor, (s) => s.matches('paying'));
    expect(readCart).toHaveBeenCalledTimes(2);
    expect(createCheckoutSession.mock.calls[0]?.[0].products[0]).toMatchObject({ price: 28 });
    expect(createOrderRef.mock.calls[0]?.[0].destination_address_name).toBe('Sara Haddad');
  });

  it('ignores a SUBMIT with an empty cart after a change', async () => {
    // Arrange
    const { actor, readCart } = startCheckout({
      readCart: () => reading([], [{ kind: 'removed', id: 1, title: 'Date Truffle' }]),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('cartChanged'));

    // Act
    actor.send({ ...submit, lines: [] });

    // Assert
    expect(actor.getSnapshot().value).toBe('cartChanged');
    expect(readCart).toHaveBeenCalledTimes(1);
  });

  it('does not pay for a cart whose lines are all sold out, even with nothing new to tell', async () => {
    // Arrange
    const { actor, createOrderRef, createCheckoutSession } = startCheckout({
      readCart: () =>
        reading([aLine({ id: 1, outofstock: true }), aLine({ id: 2, outofstock: true })]),
    });

    // Act
    actor.send(submit);

    // Assert
    const snapshot = await waitFor(actor, (s) => s.matches('cartChanged'));
    expect(snapshot.hasTag('cartChanged')).toBe(true);
    expect(createOrderRef).not.toHaveBeenCalled();
    expect(createCheckoutSession).not.toHaveBeenCalled();
  });

  it('does not pay for a cart the read emptied', async () => {
    const { actor, createOrderRef } = startCheckout({ readCart: () => reading([]) });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('cartChanged'));
    expect(createOrderRef).not.toHaveBeenCalled();
  });

  it('leaves a sold-out line out of the session and the order', async () => {
    // Arrange
    const { actor, createOrderRef, createCheckoutSession } = startCheckout({
      readCart: () =>
        reading([
          aLine({ id: 1, title: 'Date Truffle', price: 30, quantity: 1 }),
          aLine({ id: 2, title: 'Saffron Bites', price: 40, quantity: 1, outofstock: true }),
        ]),
    });

    // Act
    actor.send(submit);

    // Assert: 30 AED of items plus 20 AED delivery, without the sold-out 40 AED.
    await waitFor(actor, (s) => s.matches('paying'));
    const session = createCheckoutSession.mock.calls[0]?.[0];
    expect(session?.products.map((item) => item.product_id)).toEqual([1, undefined]);
    expect(session?.products.map((item) => item.title)).toEqual(['Date Truffle', 'Delivery']);
    const order = createOrderRef.mock.calls[0]?.[0];
    expect(order?.products.map((line) => line.id)).toEqual([1]);
    expect(order).toMatchObject({ card_amount: 50, num_pieces: 1, descripon: '1 x Date Truffle' });
  });

  it('stops on catalogFailed when the cart cannot be read, and RETRY reads it again', async () => {
    // Arrange
    let reads = 0;
    const retried = deferred<CartReading>();
    const { actor, readCart, createOrderRef } = startCheckout({
      readCart: () =>
        ++reads === 1 ? Promise.reject(new ApiError('network', 'offline')) : retried.promise,
    });
    actor.send({ ...submit, record: aPrize() });
    const failed = await waitFor(actor, (s) => s.matches('catalogFailed'));

    // Act
    actor.send({ type: 'RETRY' });

    // Assert: the failure is forgotten while reading; the retry pays with the details and
    // code of the SUBMIT.
    expect(failed.hasTag('catalogFailed')).toBe(true);
    expect(failed.hasTag('busy') || failed.hasTag('editing')).toBe(false);
    expect(failed.context.error).toMatchObject({ kind: 'network' });
    expect(actor.getSnapshot().value).toBe('readingCart');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(createOrderRef).not.toHaveBeenCalled();
    retried.resolve({ lines: [...submit.lines], changes: [] });
    const paying = await waitFor(actor, (s) => s.matches('paying'));
    expect(readCart).toHaveBeenCalledTimes(2);
    expect(paying.context.error).toBeNull();
    expect(createOrderRef.mock.calls[0]?.[0]).toMatchObject({
      destination_address_name: 'Layla Haddad',
      code: 'WIN50OFF01',
    });
  });

  it('goes back to the form from catalogFailed on EDIT', async () => {
    const { actor } = startCheckout({ readCart: () => Promise.reject(new Error('down')) });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('catalogFailed'));
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().value).toBe('details');
  });

  it.each([
    ['the payment session', 'createCheckoutSession'],
    ['the order reference', 'createOrderRef'],
  ] as const)(
    'reads the cart again and shows pricesChanged when the shop refuses %s as priced (409)',
    async (_, refused) => {
      // Arrange
      const conflict = new ApiError('conflict', 'Prices changed', 409, 'pricesChanged');
      const { actor, readCart, createOrderRef, createCheckoutSession } = startCheckout({
        [refused]: () => Promise.reject(conflict),
      });

      // Act
      actor.send(submit);

      // Assert
      const snapshot = await waitFor(actor, (s) => s.matches('pricesChanged'));
      expect([...snapshot.tags].sort()).toEqual(['cartChanged', 'editing', 'pricesChanged']);
      expect(readCart).toHaveBeenCalledTimes(2);
      expect(createOrderRef).toHaveBeenCalledTimes(1);
      expect(createCheckoutSession).toHaveBeenCalledTimes(1);
    },
  );

  it('is busy while it reads the cart again after a 409', async () => {
    // Arrange
    let reads = 0;
    const reread = deferred<CartReading>();
    const { actor } = startCheckout({
      readCart: (lines) => (++reads === 1 ? reading([...lines]) : reread.promise),
      createCheckoutSession: () => Promise.reject(new ApiError('conflict', 'Conflict', 409)),
    });

    // Act
    actor.send(submit);

    // Assert
    const repricing = await waitFor(actor, (s) => s.matches('repricing'));
    expect(repricing.hasTag('busy')).toBe(true);
    expect(repricing.hasTag('editing')).toBe(false);
    reread.resolve({ lines: [aLine()], changes: [] });
    await waitFor(actor, (s) => s.matches('pricesChanged'));
  });

  it.each([
    ['payment session', 'createCheckoutSession', 'createOrderRef'],
    ['order reference', 'createOrderRef', 'createCheckoutSession'],
  ] as const)(
    'waits for the other call to settle before reading the cart again after a 409 on the %s',
    async (_, refused, other) => {
      // Arrange
      const pending = deferred<string>();
      const { actor, readCart } = startCheckout({
        [refused]: () => Promise.reject(new ApiError('conflict', 'Conflict', 409)),
        [other]: () => pending.promise,
      });
      actor.send(submit);
      const region = refused === 'createOrderRef' ? 'orderRef' : 'paymentSession';
      const waiting = await waitFor(actor, (s) =>
        s.matches({ submitting: { [region]: 'failed' } }),
      );
      expect(waiting.hasTag('busy')).toBe(true);
      expect(readCart).toHaveBeenCalledTimes(1);

      // Act
      pending.resolve('secret_late');

      // Assert
      await waitFor(actor, (s) => s.matches('pricesChanged'));
      expect(readCart).toHaveBeenCalledTimes(2);
    },
  );

  it('pays on a SUBMIT after pricesChanged, with a fresh order', async () => {
    // Arrange
    let sessions = 0;
    const { actor, createOrderRef, createCheckoutSession } = startCheckout({
      createCheckoutSession: () =>
        ++sessions === 1
          ? Promise.reject(new ApiError('conflict', 'Conflict', 409, 'pricesChanged'))
          : Promise.resolve('secret_2'),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('pricesChanged'));

    // Act
    actor.send(submit);

    // Assert
    const paying = await waitFor(actor, (s) => s.matches('paying'));
    expect(paying.context.clientSecret).toBe('secret_2');
    expect(paying.context.error).toBeNull();
    expect(createOrderRef).toHaveBeenCalledTimes(2);
    expect(createCheckoutSession).toHaveBeenCalledTimes(2);
  });

  it('stops on catalogFailed when the cart cannot be read again after a 409', async () => {
    // Arrange
    let reads = 0;
    const { actor } = startCheckout({
      readCart: (lines) =>
        ++reads === 1 ? reading([...lines]) : Promise.reject(new ApiError('timeout', 'slow')),
      createOrderRef: () => Promise.reject(new ApiError('conflict', 'Conflict', 409)),
    });

    // Act
    actor.send(submit);

    // Assert
    const failed = await waitFor(actor, (s) => s.matches('catalogFailed'));
    expect(failed.context.error).toMatchObject({ kind: 'timeout' });
  });

  it.each([
    ['createCheckoutSession', 'sessionFailed', new ApiError('http', 'down', 500)],
    ['createCheckoutSession', 'sessionFailed', new ApiError('http', 'Conflict?', 422)],
    ['createOrderRef', 'orderRefFailed', new ApiError('http', 'down', 503)],
    ['createOrderRef', 'orderRefFailed', new ApiError('network', 'offline')],
  ] as const)(
    'still stops on the failed step when %s fails without a 409 (%s)',
    async (failing, state, error) => {
      // Arrange
      const { actor, readCart } = startCheckout({ [failing]: () => Promise.reject(error) });

      // Act
      actor.send(submit);

      // Assert
      const failed = await waitFor(actor, (s) => s.matches(state));
      expect(failed.context.error).toBe(error);
      expect(readCart).toHaveBeenCalledTimes(1);
    },
  );
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

  it('places the order it saved itself when Reset Cart cleared the stored copy while paying', async () => {
    // Arrange
    const { actor, createOrder, store } = startCheckout();
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('paying'));
    const saved = store.load();
    store.clear();

    // Act
    actor.send({ type: 'RETURNED', sessionId: 'cs_1' });

    // Assert
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(createOrder).toHaveBeenCalledWith({ ...saved, sessionId: 'cs_1' });
    expect(store.load()).toBeNull();
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

/**
 * A shop shared by every tab of a test that places one order per session id, as the demo shop
 * API does (mocks/src/handlers/shop.ts): a repeat answers the order already placed (200).
 */
function sharedShop() {
  const orders = new Map<string, OrderPayload>();
  const answers: number[] = [];
  const place = (order: OrderPayload) => {
    const created = !orders.has(order.sessionId);
    if (created) orders.set(order.sessionId, order);
    answers.push(created ? 201 : 200);
  };
  const shop = {
    createOrderRef: vi.fn(() => Promise.resolve()),
    createCheckoutSession: vi.fn(() => Promise.resolve('secret_x')),
    sessionStatus: vi.fn(() => Promise.resolve<SessionStatus>('complete')),
    createOrder: vi.fn(async (order: OrderPayload) => place(order)),
  };
  return { shop, orders, answers, place };
}

const pendingOrder = buildOrderPayload({
  customer: aCustomer(),
  lines: [aLine()],
  record: null,
  sessionId: '',
  now: NOW,
});

/** A tab opened on the return address with this session id, on the real actors. */
function returningTab(
  shop: ReturnType<typeof sharedShop>['shop'],
  pendingOrderStore: PendingOrderStore,
  sessionId: string,
  machine = checkoutMachine.provide({ delays: { placeOrderBackoff: 0 } }),
) {
  return createActor(machine, {
    input: {
      services: {
        shop,
        readCart: () => Promise.reject(new Error('unused')),
        pendingOrderStore,
      },
      sessionId,
    },
  }).start();
}

const noAnswer = (kind: ApiErrorKind = 'timeout') => new ApiError(kind, 'no answer');

describe('checkoutMachine: an order is placed once', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends create_order again with the same session id when the answer was lost after the shop placed it', async () => {
    // Arrange
    const { shop, orders, answers, place } = sharedShop();
    shop.createOrder.mockImplementationOnce(async (order) => {
      place(order);
      throw noAnswer('timeout');
    });
    const store = memoryPendingOrderStore(pendingOrder);

    // Act
    const tab = returningTab(shop, store, 'cs_1');

    // Assert
    await waitFor(tab, (s) => s.hasTag('confirmed'));
    expect(shop.createOrder.mock.calls.map(([order]) => order.sessionId)).toEqual(['cs_1', 'cs_1']);
    expect(answers).toEqual([201, 200]);
    expect([...orders.keys()]).toEqual(['cs_1']);
    expect(store.load()).toBeNull();
  });

  it.each([
    ['timeout', 2],
    ['network', 2],
    ['http', 1],
    ['conflict', 1],
    ['shape', 1],
  ] as const)('after a %s error, sends create_order %i time(s) on its own', async (kind, calls) => {
    // Arrange
    const { shop } = sharedShop();
    shop.createOrder.mockRejectedValueOnce(new ApiError(kind, 'failed', null));
    const store = memoryPendingOrderStore(pendingOrder);

    // Act
    const tab = returningTab(shop, store, 'cs_1');
    const settled = await waitFor(
      tab,
      (s) => s.hasTag('confirmed') || s.hasTag('placeOrderFailed'),
    );

    // Assert
    expect(shop.createOrder).toHaveBeenCalledTimes(calls);
    expect(settled.hasTag(calls === 2 ? 'confirmed' : 'placeOrderFailed')).toBe(true);
  });

  it('shows placeOrderFailed after its automatic retries; Retry sends the same session id again', async () => {
    // Arrange
    const { shop, orders, answers, place } = sharedShop();
    let shopAnswers = false;
    shop.createOrder.mockImplementation(async (order) => {
      place(order);
      if (!shopAnswers) throw noAnswer('network');
    });
    const store = memoryPendingOrderStore(pendingOrder);
    const tab = returningTab(shop, store, 'cs_1');
    const failed = await waitFor(tab, (s) => s.hasTag('placeOrderFailed'));
    const callsBeforeRetry = shop.createOrder.mock.calls.length;

    // Act
    shopAnswers = true;
    tab.send({ type: 'RETRY' });

    // Assert
    await waitFor(tab, (s) => s.hasTag('confirmed'));
    expect(callsBeforeRetry).toBe(1 + PLACE_ORDER_AUTO_RETRIES);
    expect(failed.context.error).toMatchObject({ kind: 'network' });
    expect(new Set(shop.createOrder.mock.calls.map(([order]) => order.sessionId))).toEqual(
      new Set(['cs_1']),
    );
    expect(answers).toEqual([201, 200, 200, 200]);
    expect(orders.size).toBe(1);
    expect(store.load()).toBeNull();
  });

  it('waits a little longer before each automatic retry', async () => {
    // Arrange
    vi.useFakeTimers();
    const { shop } = sharedShop();
    shop.createOrder
      .mockRejectedValueOnce(noAnswer())
      .mockRejectedValueOnce(noAnswer())
      .mockResolvedValueOnce(undefined);
    const tab = returningTab(shop, memoryPendingOrderStore(pendingOrder), 'cs_1', checkoutMachine);
    const callsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return shop.createOrder.mock.calls.length;
    };

    // Act
    const calls = [
      await callsAfter(0),
      await callsAfter(PLACE_ORDER_BACKOFF_MS - 1),
      await callsAfter(1),
      await callsAfter(2 * PLACE_ORDER_BACKOFF_MS - 1),
      await callsAfter(1),
    ];

    // Assert
    expect(calls).toEqual([1, 1, 2, 2, 3]);
    expect(tab.getSnapshot().hasTag('confirmed')).toBe(true);
  });

  it('confirms in two tabs returning from the same payment at once: one order, both told', async () => {
    // Arrange
    const { shop, orders, answers, place } = sharedShop();
    const bothSent = deferred<undefined>();
    shop.createOrder.mockImplementation(async (order) => {
      if (shop.createOrder.mock.calls.length === 2) bothSent.resolve(undefined);
      await bothSent.promise;
      place(order);
    });
    const store = memoryPendingOrderStore(pendingOrder);

    // Act
    const tabs = [returningTab(shop, store, 'cs_1'), returningTab(shop, store, 'cs_1')];

    // Assert
    await Promise.all(tabs.map((tab) => waitFor(tab, (s) => s.status === 'done')));
    expect(tabs.map((tab) => tab.getSnapshot().hasTag('confirmed'))).toEqual([true, true]);
    expect(shop.createOrder.mock.calls.map(([order]) => order.sessionId)).toEqual(['cs_1', 'cs_1']);
    expect(answers).toEqual([201, 200]);
    expect(orders.size).toBe(1);
    expect(store.load()).toBeNull();
  });

  it('confirms in a second tab returning after the first placed the order, without placing it again', async () => {
    // Arrange
    const { shop, orders } = sharedShop();
    const store = memoryPendingOrderStore(pendingOrder);
    const first = returningTab(shop, store, 'cs_1');
    await waitFor(first, (s) => s.hasTag('confirmed'));

    // Act
    const second = returningTab(shop, store, 'cs_1');
    const other = returningTab(shop, store, 'cs_2');

    // Assert
    await waitFor(second, (s) => s.hasTag('confirmed'));
    await waitFor(other, (s) => s.hasTag('orderNotFound'));
    expect(shop.createOrder).toHaveBeenCalledTimes(1);
    expect(orders.size).toBe(1);
    expect(store.load()).toBeNull();
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
    const readCart = vi.fn(async (): Promise<CartReading> => ({
      lines: [...submit.lines],
      changes: [],
    }));
    const actor = createActor(checkoutMachine, {
      input: { services: { shop, readCart, pendingOrderStore } },
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
    expect(readCart).toHaveBeenCalledTimes(1);
  });
});

describe('checkoutMachine: tags, which screens read instead of state names', () => {
  const context = createActor(checkoutMachine, {
    input: {
      services: {
        shop: unused<ShopClient>(),
        readCart: () => Promise.reject(new Error('unused')),
        pendingOrderStore: unused<PendingOrderStore>(),
      },
    },
  }).getSnapshot().context;
  const expected = {
    details: ['editing'],
    readingCart: ['busy'],
    cartChanged: ['cartChanged', 'editing'],
    catalogFailed: ['catalogFailed'],
    repricing: ['busy'],
    pricesChanged: ['cartChanged', 'editing', 'pricesChanged'],
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
