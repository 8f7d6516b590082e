import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn } from './standIn';
import type { StripeStandIn } from './standIn';

let standIn: StripeStandIn;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = new Stripe('sk_test_standin', { ...standIn.sdkOptions, maxNetworkRetries: 0 });
});
afterAll(() => standIn.close());

const RETURN_URL = 'https://rimal.example/en/checkout/return?session_id={CHECKOUT_SESSION_ID}';

/** A cart of two lines: 2 × 15.00 AED and 1 × 42.50 AED, in fils. */
function cartParams(): Stripe.Checkout.SessionCreateParams {
  return {
    ui_mode: 'embedded_page',
    mode: 'payment',
    currency: 'aed',
    line_items: [
      {
        price_data: { currency: 'aed', unit_amount: 1500, product_data: { name: 'Dates' } },
        quantity: 2,
      },
      {
        price_data: { currency: 'aed', unit_amount: 4250, product_data: { name: 'Kunafa bar' } },
        quantity: 1,
      },
    ],
    return_url: RETURN_URL,
    metadata: { order: 'ord_1', locale: 'ar' },
    client_reference_id: 'cart-7',
    customer_email: 'shopper@example.com',
  };
}

/** The error the SDK throws for `call`, which must fail. */
async function failure(call: () => Promise<unknown>): Promise<Stripe.errors.StripeError> {
  const error = await call().then(
    () => new Error('expected the call to fail'),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Stripe.errors.StripeError)) throw error;
  return error;
}

describe('the Stripe stand-in, driven through the official SDK', () => {
  it('creates an open, unpaid embedded session whose totals come from its line items', async () => {
    const session = await stripe.checkout.sessions.create(cartParams());

    expect(session).toMatchObject({
      object: 'checkout.session',
      ui_mode: 'embedded_page',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      currency: 'aed',
      amount_subtotal: 7250,
      amount_total: 7250,
      return_url: RETURN_URL,
      metadata: { order: 'ord_1', locale: 'ar' },
      client_reference_id: 'cart-7',
      customer_email: 'shopper@example.com',
      livemode: false,
      url: null,
      payment_intent: null,
    });
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]+$/);
    expect(session.client_secret).toMatch(new RegExp(`^${session.id}_secret_[A-Za-z0-9]+$`));
    expect(session.expires_at - session.created).toBe(24 * 60 * 60);
    expect(standIn.sessions.get(session.id)).toEqual(session);
  });

  it('received the SDK’s form body with its bracket notation unfolded, and its headers', async () => {
    await stripe.checkout.sessions.create(cartParams());

    const request = standIn.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request?.body).toMatchObject({
      line_items: [
        { price_data: { unit_amount: '1500', product_data: { name: 'Dates' } }, quantity: '2' },
        {
          price_data: { unit_amount: '4250', product_data: { name: 'Kunafa bar' } },
          quantity: '1',
        },
      ],
      metadata: { order: 'ord_1' },
    });
    expect(request?.stripeVersion).toBe(Stripe.API_VERSION);
    expect(request?.idempotencyKey).toMatch(/^stripe-node-retry-/);
  });

  it('retrieves a session, with its line items when they are expanded', async () => {
    const { id } = await stripe.checkout.sessions.create(cartParams());

    const plain = await stripe.checkout.sessions.retrieve(id);
    const expanded = await stripe.checkout.sessions.retrieve(id, { expand: ['line_items'] });

    expect(plain.id).toBe(id);
    expect(plain.line_items).toBeUndefined();
    expect(expanded.line_items?.data.map((item) => item.description)).toEqual([
      'Dates',
      'Kunafa bar',
    ]);
  });

  it('lists the line items with their amounts, a page at a time', async () => {
    const { id } = await stripe.checkout.sessions.create(cartParams());

    const all = await stripe.checkout.sessions.listLineItems(id);
    const first = await stripe.checkout.sessions.listLineItems(id, { limit: 1 });
    const next = await stripe.checkout.sessions.listLineItems(id, {
      limit: 1,
      starting_after: first.data[0]?.id ?? '',
    });

    expect(all.object).toBe('list');
    expect(all.has_more).toBe(false);
    expect(all.data[0]).toMatchObject({
      object: 'item',
      description: 'Dates',
      quantity: 2,
      currency: 'aed',
      amount_subtotal: 3000,
      amount_total: 3000,
      price: { object: 'price', type: 'one_time', unit_amount: 1500, currency: 'aed' },
    });
    expect(all.data[0]?.price?.unit_amount_decimal?.toString()).toBe('1500');
    expect([first.has_more, next.has_more]).toEqual([true, false]);
    expect(next.data.map((item) => item.description)).toEqual(['Kunafa bar']);
  });

  it('expires an open session once, and says so when asked again', async () => {
    const { id } = await stripe.checkout.sessions.create(cartParams());

    const expired = await stripe.checkout.sessions.expire(id);
    const again = await failure(() => stripe.checkout.sessions.expire(id));

    expect(expired).toMatchObject({ id, status: 'expired', payment_status: 'unpaid' });
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again.statusCode).toBe(400);
  });

  it('shows a paid session as complete and paid, as a shopper’s payment leaves it', async () => {
    const { id } = await stripe.checkout.sessions.create(cartParams());

    standIn.pay(id);
    const session = await stripe.checkout.sessions.retrieve(id);

    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(session.payment_intent).toMatch(/^pi_/);
    expect(session.customer_details?.email).toBe('shopper@example.com');
    expect(() => standIn.pay(id)).toThrow(/not open/);
  });

  it('answers an unknown session with 404 resource_missing', async () => {
    const error = await failure(() => stripe.checkout.sessions.retrieve('cs_test_missing'));

    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'session' });
  });

  it('refuses a request without an API key with 401 and Stripe’s error object', async () => {
    const response = await fetch(`${standIn.origin}/v1/checkout/sessions/cs_test_x`);

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.stringMatching(/API key/) },
    });
  });

  it.each(['sk_live_standin', 'pk_test_standin', 'rk_test_standin'])(
    'refuses the key %s with 401',
    async (key) => {
      const stranger = new Stripe(key, { ...standIn.sdkOptions, maxNetworkRetries: 0 });

      const error = await failure(() => stranger.checkout.sessions.retrieve('cs_test_x'));

      expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
      expect(error.statusCode).toBe(401);
    },
  );

  it.each<[string, Stripe.Checkout.SessionCreateParams, string]>([
    ['without line items', { ...cartParams(), line_items: undefined }, 'line_items'],
    ['without a return URL', { ...cartParams(), return_url: undefined }, 'return_url'],
    [
      'in ui_mode embedded, the name before 2026-03-25',
      { ...cartParams(), ui_mode: 'embedded' },
      'ui_mode',
    ],
    [
      'with a success URL',
      { ...cartParams(), success_url: 'https://rimal.example/ok' },
      'success_url',
    ],
    [
      'with a negative amount',
      {
        ...cartParams(),
        line_items: [
          {
            price_data: { currency: 'aed', unit_amount: -1, product_data: { name: 'Dates' } },
            quantity: 1,
          },
        ],
      },
      'line_items[0][price_data][unit_amount]',
    ],
    [
      'with a line item in another currency',
      {
        ...cartParams(),
        line_items: [
          {
            price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'Dates' } },
            quantity: 1,
          },
        ],
      },
      'line_items[0][price_data][currency]',
    ],
    [
      'expiring in ten minutes',
      { ...cartParams(), expires_at: Math.floor(Date.now() / 1000) + 600 },
      'expires_at',
    ],
    ['with a parameter it does not read', { ...cartParams(), locale: 'ar' }, 'locale'],
  ])('refuses a session %s with 400 naming the parameter', async (_, params, param) => {
    const before = standIn.sessions.size;

    const error = await failure(() => stripe.checkout.sessions.create(params));

    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError', param });
    expect(error.raw).toMatchObject({ type: 'invalid_request_error', param });
    expect(standIn.sessions.size).toBe(before);
  });

  it('answers a repeated Idempotency-Key with the same session, and refuses it with other parameters', async () => {
    const key = `order-${Date.now()}`;
    const before = standIn.sessions.size;

    const first = await stripe.checkout.sessions.create(cartParams(), { idempotencyKey: key });
    const replay = await stripe.checkout.sessions.create(cartParams(), { idempotencyKey: key });
    const changed = await failure(() =>
      stripe.checkout.sessions.create(
        { ...cartParams(), client_reference_id: 'cart-8' },
        { idempotencyKey: key },
      ),
    );

    expect(replay).toEqual(first);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(standIn.sessions.size).toBe(before + 1);
    expect(changed).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('refuses an API version other than the one the SDK pins', async () => {
    const response = await fetch(`${standIn.origin}/v1/checkout/sessions/cs_test_x`, {
      headers: { Authorization: 'Bearer sk_test_standin', 'Stripe-Version': '2025-09-30.clover' },
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});

describe('the stand-in’s events', () => {
  it.each([
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
  ] as const)('builds %s about a snapshot of the session, with a new evt_ id', async (type) => {
    const { id } = await stripe.checkout.sessions.create(cartParams());
    const session = standIn.pay(id);

    const event = standIn.event(type, session);
    const other = standIn.event(type, session);

    expect(event).toMatchObject({
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      livemode: false,
      data: { object: { id, status: 'complete', payment_status: 'paid' } },
    });
    expect(event.id).toMatch(/^evt_[A-Za-z0-9]+$/);
    expect(other.id).not.toBe(event.id);
    expect(event.data.object).not.toBe(session);
  });
});
