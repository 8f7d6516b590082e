/**
 * The CMS's shop API (cms/src/api/shop) against the real Strapi 5 and its database: the
 * answers the site relies on (docs/contracts.md §7 and §11), and money under concurrency and
 * hostile input (README, "What a real shop API must check again").
 */
import { describe, expect, inject, it } from 'vitest';
import { buildCheckoutSessionRequest, parseProduct, productToCartLine } from '@rimal/core';
import type { CartLine, CheckoutSessionRequest, PrizeRecord } from '@rimal/core';
import { DEMO_CARDS, sessionIdFromClientSecret } from '@rimal/core/shop-api';
import { catalogTranslations, demoCatalog, prizeCodes } from '@rimal/mocks';
import { orderBody } from '@rimal/mocks/testing/checkout';

const { shopUrl, apiUrl, ordersToken } = inject('shop');

interface Answer<Body = Record<string, unknown>> {
  status: number;
  body: Body;
}

async function call<Body = Record<string, unknown>>(
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<Body>> {
  const response = await fetch(`${shopUrl}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

function cartOf(wanted: readonly (readonly [number, number])[]): CartLine[] {
  return wanted.map(([id, quantity]) => {
    const entity = demoCatalog.products.find((product) => product.id === id);
    if (!entity) throw new Error(`No product ${id} in the demo catalog`);
    return productToCartLine(parseProduct(entity, ''), quantity);
  });
}

function prizeOf(code: string): PrizeRecord {
  const record = prizeCodes.find((candidate) => candidate.code === code);
  if (!record) throw new Error(`No prize code ${code}`);
  return { ...record, winItemName: record.winItemName ?? null };
}

/** Two Pistachio Kunafa Medjool (AED 30 each) and AED 10 delivery: AED 70. */
const kunafa = cartOf([[99, 2]]);

const paying = { cardNumber: DEMO_CARDS.pays, expiry: '12/34', cvc: '123' };

async function openSession(
  lines = kunafa,
  record: PrizeRecord | null = null,
  headers: Record<string, string> = {},
) {
  const opened = await call<{ clientSecret: string }>(
    '/create-checkout-session',
    buildCheckoutSessionRequest(lines, record),
    headers,
  );
  expect(opened.status).toBe(200);
  const { clientSecret } = opened.body;
  return { clientSecret, sessionId: sessionIdFromClientSecret(clientSecret) ?? '' };
}

const pay = (clientSecret: string) => call('/demo/pay', { clientSecret, ...paying });

const status = async (sessionId: string) =>
  (await call(`/session-status?session_id=${sessionId}`)).body.status;

async function ordersWhere(filters: Record<string, string>) {
  const query = new URLSearchParams(filters);
  const response = await fetch(`${apiUrl}/orders?${query}`, {
    headers: { Authorization: `Bearer ${ordersToken}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown>[] }).data;
}

const ordersOfSession = (sessionId: string) =>
  ordersWhere({ 'filters[paymentSession][$eq]': sessionId });

const orderById = async (id: unknown) => (await ordersWhere({ 'filters[id][$eq]': String(id) }))[0];

describe('the shop API in Strapi answers as the demo shop API', () => {
  it('answers a prize code by any spelling, and 404 for an unknown one', async () => {
    const known = await call('/varifyCode/%20win50off01%20');
    expect(known).toEqual({ status: 200, body: { code: prizeCodes[0] } });
    const unknown = await call('/varifyCode/NOSUCHCODE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('code_not_valid');
  });

  it('takes a demo payment, places the order itself, and the browser’s order finds it', async () => {
    const { clientSecret, sessionId } = await openSession();
    expect(await call(`/demo/session?client_secret=${clientSecret}`)).toMatchObject({
      status: 200,
      body: { sessionId, status: 'open', amountTotal: 70, currency: 'aed' },
    });
    const declined = await call('/demo/pay', {
      clientSecret,
      ...paying,
      cardNumber: DEMO_CARDS.declined,
    });
    expect(declined.status).toBe(402);

    expect(await pay(clientSecret)).toEqual({
      status: 200,
      body: { status: 'complete', sessionId },
    });
    expect(await status(sessionId)).toBe('complete');
    // The tab may close now: the order is in the database, paid, before the browser asks.
    const [paid] = await ordersOfSession(sessionId);
    expect(paid).toMatchObject({ status: 'paid', total: 70, deliveryCharge: 10 });
    expect(paid?.lines).toEqual([
      { product_id: 99, title: 'Pistachio Kunafa Medjool', unit_price: 30, quantity: 2 },
    ]);

    const again = await pay(clientSecret);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('session_already_paid');

    const placed = await call('/create_order', orderBody(kunafa, null, sessionId));
    expect(placed).toEqual({
      status: 201,
      body: { message: 'Order created', id: paid?.id, sessionId },
    });
    const [order] = await ordersOfSession(sessionId);
    expect(order).toMatchObject({
      status: 'placed',
      email: 'layla.haddad@example.com',
      destination_address_city: 'Dubai',
    });
    expect(order?.placedAt).toEqual(expect.any(String));
    expect(order?.updatedAt).toBe(order?.placedAt);
  });

  it('refuses an order for an unpaid session, and one for more than was paid', async () => {
    const { clientSecret, sessionId } = await openSession();
    const unpaid = await call('/create_order', orderBody(kunafa, null, sessionId));
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error).toBe('payment_incomplete');
    await pay(clientSecret);
    const more = await call('/create_order', orderBody(cartOf([[99, 3]]), null, sessionId));
    expect(more.status).toBe(409);
    expect(more.body.reason).toBe('amountNotPaid');
  });

  it('keeps the shopper’s language, and the lines titled in it from the catalog', async () => {
    const arabic = catalogTranslations.ar.products['99']?.title;
    expect(arabic).toEqual(expect.any(String));
    // The site sends its language in the session's body; the browser's Accept-Language says otherwise.
    const opened = await call<{ clientSecret: string }>(
      '/create-checkout-session',
      buildCheckoutSessionRequest(kunafa, null, { language: 'ar' }),
      { 'Accept-Language': 'ja,en;q=0.5' },
    );
    const { clientSecret } = opened.body;
    const sessionId = sessionIdFromClientSecret(clientSecret) ?? '';
    await pay(clientSecret);
    const [paid] = await ordersOfSession(sessionId);
    expect(paid).toMatchObject({ status: 'paid', language: 'ar' });
    expect(paid?.lines).toEqual([{ product_id: 99, title: arabic, unit_price: 30, quantity: 2 }]);
    // create_order keeps it, whatever the browser asks for.
    await call('/create_order', orderBody(kunafa, null, sessionId), { 'Accept-Language': 'en' });
    expect(await ordersOfSession(sessionId)).toMatchObject([{ status: 'placed', language: 'ar' }]);

    // A client that sends no language: the browser's, else English.
    const fromBrowser = await openSession(kunafa, null, { 'Accept-Language': 'ja,en;q=0.5' });
    await pay(fromBrowser.clientSecret);
    expect(await ordersOfSession(fromBrowser.sessionId)).toMatchObject([{ language: 'ja' }]);
  });

  it('an order reference becomes the order the browser places for it', async () => {
    const body = { ...orderBody(kunafa, null), customer_reference_number: 'NOT-BECOMES-ORDER' };
    const reference = await call('/create_order_ref', body);
    expect(reference.status).toBe(201);
    const { clientSecret, sessionId } = await openSession();
    await pay(clientSecret);
    const placed = await call('/create_order', { ...body, sessionId });
    expect(placed.status).toBe(201);
    const [order] = await ordersOfSession(sessionId);
    expect(order).toMatchObject({
      status: 'placed',
      customer_reference_number: 'NOT-BECOMES-ORDER',
      pendingAt: expect.any(String),
    });
    expect(await orderById(reference.body.id)).toBeUndefined();
  });

  it('a payment gives the order its reference’s delivery details: the browser need not come back', async () => {
    const body = { ...orderBody(kunafa, null), customer_reference_number: 'NOT-TAB-CLOSED' };
    const reference = await call('/create_order_ref', body);
    const opened = await call<{ clientSecret: string }>('/create-checkout-session', {
      ...buildCheckoutSessionRequest(kunafa, null, { reference: 'NOT-TAB-CLOSED' }),
    });
    const { clientSecret } = opened.body;
    const sessionId = sessionIdFromClientSecret(clientSecret) ?? '';
    await pay(clientSecret);
    const [paid, ...more] = await ordersOfSession(sessionId);
    expect(more).toHaveLength(0);
    expect(paid).toMatchObject({
      status: 'paid',
      customer_reference_number: 'NOT-TAB-CLOSED',
      email: 'layla.haddad@example.com',
      destination_address_city: 'Dubai',
      destination_address_landmark: 'Near the metro',
      pendingAt: expect.any(String),
    });
    expect(await orderById(reference.body.id)).toBeUndefined();
    // The browser that does come back changes nothing but the status.
    expect((await call('/create_order', { ...body, sessionId })).status).toBe(201);
    expect(await ordersOfSession(sessionId)).toMatchObject([
      { id: paid?.id, status: 'placed', pendingAt: paid?.pendingAt },
    ]);
  });

  it('keeps an order reference, priced from the catalog', async () => {
    const created = await call('/create_order_ref', orderBody(kunafa, null));
    expect(created).toMatchObject({
      status: 201,
      body: { message: 'Order reference created', customer_reference_number: 'NOT-1718000000000' },
    });
  });
});

describe('what is never paid expires', () => {
  it('an order reference nobody pays becomes expired (SHOP_PENDING_ORDER_SECONDS, 2 s here)', async () => {
    const created = await call('/create_order_ref', orderBody(kunafa, null));
    expect(await orderById(created.body.id)).toMatchObject({ status: 'pending' });
    // The sweep (config/cron-tasks.js) runs every second here.
    await expect
      .poll(async () => (await orderById(created.body.id))?.status, { timeout: 15_000 })
      .toBe('expired');
    expect(await orderById(created.body.id)).toMatchObject({ expiredAt: expect.any(String) });
  });

  it('a paid order never expires', async () => {
    const { clientSecret, sessionId } = await openSession();
    await pay(clientSecret);
    await new Promise((done) => setTimeout(done, 3_500));
    expect(await ordersOfSession(sessionId)).toMatchObject([{ status: 'paid' }]);
  });
});

describe('the site’s browser may call it', () => {
  it('allows the site’s origin to POST across origins, and no other', async () => {
    const preflight = (origin: string) =>
      fetch(`${shopUrl}/create-checkout-session`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const site = await preflight('http://localhost:4173');
    expect(site.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(site.headers.get('access-control-allow-methods')).toContain('POST');
    const other = await preflight('https://attacker.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('hostile input is refused', () => {
  it.each(['__proto__', 'constructor', 'toString'])('an id named %s is unknown', async (id) => {
    expect((await call(`/varifyCode/${id}`)).status).toBe(404);
    expect((await call(`/session-status?session_id=${id}`)).status).toBe(404);
    expect((await call(`/demo/session?client_secret=${id}`)).status).toBe(404);
    expect((await call('/demo/pay', { clientSecret: id, ...paying })).status).toBe(404);
    const order = await call('/create_order', { ...orderBody(kunafa, null), sessionId: id });
    expect(order.status).toBe(404);
  });

  it('a session id or code sent as a query object finds nothing', async () => {
    expect((await call('/session-status?session_id[$ne]=x')).status).toBe(400);
    const order = await call('/create_order', {
      ...orderBody(kunafa, null),
      sessionId: { $ne: null },
    });
    expect(order.status).toBe(400);
    const session = await call('/create-checkout-session', {
      ...buildCheckoutSessionRequest(kunafa, null),
      code: { $ne: null },
    });
    expect(session.body.reason).toBe('codeNotValid');
  });

  type Tamper = (body: CheckoutSessionRequest) => void;
  const tampers: [string, string, Tamper][] = [
    ['a cheaper unit price', 'pricesChanged', (body) => void (body.products[0]!.price = 1)],
    [
      'a product the catalog lacks',
      'removed',
      (body) => void (body.products[0]!.product_id = 9999),
    ],
    ['an Arabic entry’s id', 'removed', (body) => void (body.products[0]!.product_id = 1099)],
    ['more than the cap', 'quantityAboveCap', (body) => void (body.products[0]!.quantity = 50)],
    ['no delivery charge', 'totalsDisagree', (body) => void body.products.pop()],
    ['an unknown code', 'codeNotValid', (body) => void (body.code = 'NOSUCHCODE')],
  ];

  it.each(tampers)('a session with %s: 409 %s', async (_, reason, tamper) => {
    const body = structuredClone(buildCheckoutSessionRequest(kunafa, null));
    tamper(body);
    const refused = await call('/create-checkout-session', body);
    expect(refused).toMatchObject({ status: 409, body: { error: 'cart_conflict', reason } });
  });

  it('an order reference at a lower price: 409 pricesChanged', async () => {
    const body = orderBody(kunafa, null);
    body.products[0]!.price = 3;
    const refused = await call('/create_order_ref', body);
    expect(refused).toMatchObject({ status: 409, body: { reason: 'pricesChanged' } });
  });
});

describe('money under concurrency, in the database', () => {
  it('20 sessions opened with one code: exactly one is paid at the discount', async () => {
    const record = prizeOf('WIN50OFF01');
    const discounted = cartOf([[99, 2]]);
    const full = buildCheckoutSessionRequest(discounted, null).products;
    const sessions = await Promise.all(
      Array.from({ length: 20 }, () => openSession(discounted, record)),
    );
    const answers = await Promise.all(sessions.map(({ clientSecret }) => pay(clientSecret)));

    const paid = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(paid).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ error: 'cart_conflict', reason: 'codeNotValid' });
    }
    const statuses = await Promise.all(sessions.map(({ sessionId }) => status(sessionId)));
    expect(statuses.filter((value) => value === 'complete')).toHaveLength(1);
    expect(statuses.filter((value) => value === 'open')).toHaveLength(19);

    const winner = sessions[answers.indexOf(paid[0]!)]!;
    const { body } = await call<{ amountTotal: number }>(
      `/demo/session?client_secret=${winner.clientSecret}`,
    );
    const fullPrice = full.reduce((sum, item) => sum + item.price * item.quantity, 0);
    expect(body.amountTotal).toBeLessThan(fullPrice);
    expect((await call('/varifyCode/WIN50OFF01')).status).toBe(404);
  });

  it('20 orders for one paid session: one order, every answer the same', async () => {
    const { clientSecret, sessionId } = await openSession();
    await pay(clientSecret);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('/create_order', orderBody(kunafa, null, sessionId))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(19);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await ordersOfSession(sessionId)).toHaveLength(1);
  });

  it('20 payments of one session at once: charged once', async () => {
    const { clientSecret, sessionId } = await openSession();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(clientSecret)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await ordersOfSession(sessionId)).toHaveLength(1);
  });
});

describe('guessing codes', () => {
  it('answers 429 once a client has tried too many codes this minute', async () => {
    const tries = await Promise.all(
      Array.from({ length: 45 }, (_, index) => call(`/varifyCode/GUESS${index}`)),
    );
    expect(tries.some((answer) => answer.status === 429)).toBe(true);
  });
});
