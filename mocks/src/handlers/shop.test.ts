import { afterEach, describe, expect, it, vi } from 'vitest';
import { prizeCodes } from '../catalog';
import { scenarioHandlers } from '../scenarios';
import { checkoutSession, shopOrderRefs, shopOrders, usedPrizeCodes } from '../state';
import { cartOf, orderBody, prizeRecord, sessionBody } from '../testing/checkout';
import { getJson, postJson, testEndpoints, withDemoServer } from '../testing/demoServer';
import { DEMO_CARDS, SESSION_LIFETIME_MS, sessionIdFromClientSecret } from './shop';

const server = withDemoServer();

const shop = testEndpoints.shop;

/** Two Pistachio Kunafa Medjool (AED 30 each) and AED 10 delivery: AED 70. */
const kunafa = cartOf([[99, 2]]);
const kunafaSession = sessionBody(kunafa);

const card = (cardNumber: string, extra: Record<string, string> = {}) => ({
  cardNumber,
  expiry: '12/34',
  cvc: '123',
  ...extra,
});

async function openSession(request: unknown = kunafaSession) {
  const { status, body } = await postJson<{ clientSecret: string }>(
    `${shop}/create-checkout-session`,
    request,
  );
  expect(status).toBe(200);
  const sessionId = sessionIdFromClientSecret(body.clientSecret);
  if (!sessionId) throw new Error(`Unexpected client secret ${body.clientSecret}`);
  return { clientSecret: body.clientSecret, sessionId };
}

const statusOf = async (sessionId: string) =>
  (await getJson<{ status: string }>(`${shop}/session-status?session_id=${sessionId}`)).body.status;

const orderPayload = (sessionId: string, extra: Record<string, unknown> = {}) => ({
  destination_address_name: 'Layla Haddad',
  email: 'layla.haddad@example.com',
  products: [{ id: 99, title: 'Pistachio Kunafa Medjool', price: 30, quantity: 2 }],
  brand: 'Rimal',
  num_pieces: 2,
  card_amount: 70,
  descripon: '2 x Pistachio Kunafa Medjool',
  destination_address_city: 'Dubai',
  destination_address_landmark: 'Near the metro',
  destination_address_area: 'Al Barsha 1',
  destination_address_building_name: 'Villa 12',
  destination_address_house_no: 'Villa 12',
  customer_reference_number: 'NOT-1718000000000',
  destination_address_mobile_number: '+971500000000',
  weight: 2,
  delivery_cost: 10,
  payment_status: 'pending',
  code: null,
  status: 'pending',
  sessionId,
  ...extra,
});

async function paidSession(request: unknown = kunafaSession) {
  const session = await openSession(request);
  const paid = await postJson(`${shop}/demo/pay`, {
    clientSecret: session.clientSecret,
    ...card(DEMO_CARDS.pays),
  });
  expect(paid.status).toBe(200);
  return session;
}

describe('shop API: prize codes (GET /varifyCode/{code})', () => {
  it.each(prizeCodes.map((record) => [record.code, record] as const))(
    'answers the record of %s',
    async (code, record) => {
      const { status, body } = await getJson<{ code: Record<string, unknown> }>(
        `${shop}/varifyCode/${code}`,
      );
      expect(status).toBe(200);
      expect(body).toEqual({ code: record });
      expect(body.code.userEmail).toMatch(/@/);
      expect(body.code.qr).toContain(code);
    },
  );

  it('answers NOPRIZE001 without a winItemName', async () => {
    const { body } = await getJson<{ code: Record<string, unknown> }>(
      `${shop}/varifyCode/NOPRIZE001`,
    );
    expect(body.code).not.toHaveProperty('winItemName');
  });

  it('accepts a code typed in lower case with spaces around it', async () => {
    const { status, body } = await getJson<{ code: { code: string } }>(
      `${shop}/varifyCode/${encodeURIComponent(' wingold001 ')}`,
    );
    expect(status).toBe(200);
    expect(body.code.code).toBe('WINGOLD001');
  });

  it.each(['ABC123', 'WIN50OFF02', 'nothing'])(
    'answers 404 for the unknown code %s',
    async (code) => {
      const { status, body } = await getJson(`${shop}/varifyCode/${code}`);
      expect(status).toBe(404);
      expect(body).toHaveProperty('message');
    },
  );
});

describe('shop API: checkout session and demo payment', () => {
  it('opens a session with a demo client secret and status open', async () => {
    const { clientSecret, sessionId } = await openSession();
    expect(clientSecret).toMatch(/^cs_demo_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
    expect(clientSecret.startsWith(`cs_demo_${sessionId}_secret_`)).toBe(true);
    expect(await statusOf(sessionId)).toBe('open');
    const { body } = await getJson<{ amountTotal: number; status: string }>(
      `${shop}/demo/session?client_secret=${clientSecret}`,
    );
    expect(body).toMatchObject({ amountTotal: 70, status: 'open' });
  });

  it('keeps the language the site sends with the session (docs/contracts.md §11)', async () => {
    const { sessionId } = await openSession({ ...kunafaSession, language: 'ar' });
    expect(checkoutSession(sessionId)?.language).toBe('ar');
    const without = await openSession();
    expect(checkoutSession(without.sessionId)?.language).toBeUndefined();
  });

  it.each([
    ['no products', {}],
    ['an empty list', { products: [] }],
    ['a line without a title', { products: [{ price: 1, quantity: 1 }] }],
    ['a negative price', { products: [{ title: 'x', price: -1, quantity: 1 }] }],
    ['a zero quantity', { products: [{ title: 'x', price: 1, quantity: 0 }] }],
    ['a fractional quantity', { products: [{ title: 'x', price: 1, quantity: 1.5 }] }],
  ])('refuses a session body with %s', async (_label, body) => {
    const { status, body: answer } = await postJson(`${shop}/create-checkout-session`, body);
    expect(status).toBe(400);
    expect(answer.message).toEqual(expect.stringContaining('products'));
  });

  it('completes the session after a payment with 4242 4242 4242 4242', async () => {
    const { clientSecret, sessionId } = await openSession();
    const { status, body } = await postJson(`${shop}/demo/pay`, {
      clientSecret,
      ...card('4242 4242 4242 4242'),
    });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'complete', sessionId });
    expect(await statusOf(sessionId)).toBe('complete');
  });

  it('declines 4000 0000 0000 0002 with 402 and keeps the session open', async () => {
    const { clientSecret, sessionId } = await openSession();
    const { status, body } = await postJson(`${shop}/demo/pay`, {
      clientSecret,
      ...card('4000 0000 0000 0002'),
    });
    expect(status).toBe(402);
    expect(body).toEqual({ error: 'card_declined', message: 'Your card was declined.' });
    expect(await statusOf(sessionId)).toBe('open');
    const retry = await postJson(`${shop}/demo/pay`, { clientSecret, ...card(DEMO_CARDS.pays) });
    expect(retry.status).toBe(200);
    expect(await statusOf(sessionId)).toBe('complete');
  });

  it.each([
    ['another card number', card('5555555555554444'), 'unsupported_card', /4242 4242 4242 4242/],
    ['a short number', card('4242'), 'invalid_number', /incomplete/],
    ['a bad expiry', card(DEMO_CARDS.pays, { expiry: '13/30' }), 'invalid_expiry', /MM\/YY/],
    ['a past expiry', card(DEMO_CARDS.pays, { expiry: '01/20' }), 'expired_card', /past/],
    ['a missing cvc', card(DEMO_CARDS.pays, { cvc: '' }), 'invalid_cvc', /security code/],
  ])('answers 400 with a clear message for %s', async (_label, details, error, message) => {
    const { clientSecret, sessionId } = await openSession();
    const { status, body } = await postJson<{ error: string; message: string }>(
      `${shop}/demo/pay`,
      { clientSecret, ...details },
    );
    expect(status).toBe(400);
    expect(body.error).toBe(error);
    expect(body.message).toMatch(message);
    expect(await statusOf(sessionId)).toBe('open');
  });

  it('refuses an unknown client secret and a second payment', async () => {
    const unknown = await postJson(`${shop}/demo/pay`, {
      clientSecret: 'cs_demo_nothing_secret_x',
      ...card(DEMO_CARDS.pays),
    });
    expect(unknown.status).toBe(404);
    const { clientSecret } = await paidSession();
    const again = await postJson(`${shop}/demo/pay`, { clientSecret, ...card(DEMO_CARDS.pays) });
    expect(again.status).toBe(409);
  });

  it('answers 400 without session_id and 404 for an unknown one', async () => {
    expect((await getJson(`${shop}/session-status`)).status).toBe(400);
    expect((await getJson(`${shop}/session-status?session_id=nope`)).status).toBe(404);
  });

  describe('after 24 hours', () => {
    afterEach(() => vi.useRealTimers());

    it('expires an unpaid session and refuses to pay it', async () => {
      const { clientSecret, sessionId } = await openSession();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + SESSION_LIFETIME_MS + 1000);
      expect(await statusOf(sessionId)).toBe('expired');
      const late = await postJson(`${shop}/demo/pay`, { clientSecret, ...card(DEMO_CARDS.pays) });
      expect(late.status).toBe(410);
    });
  });
});

describe('shop API: order reference and order', () => {
  it('keeps the order reference (sent before payment, without a session id)', async () => {
    const { status, body } = await postJson(`${shop}/create_order_ref`, orderPayload(''));
    expect(status).toBe(201);
    expect(body).toMatchObject({ customer_reference_number: 'NOT-1718000000000' });
    expect(shopOrderRefs()).toHaveLength(1);
    expect(shopOrderRefs()[0]?.body).toMatchObject({ email: 'layla.haddad@example.com' });
  });

  it('refuses an order reference without email or products', async () => {
    expect((await postJson(`${shop}/create_order_ref`, { products: [{}] })).status).toBe(400);
    expect(
      (await postJson(`${shop}/create_order_ref`, { email: 'a@b.example', products: [] })).status,
    ).toBe(400);
  });

  it('refuses an order whose session is not paid', async () => {
    const { sessionId } = await openSession();
    const { status, body } = await postJson(`${shop}/create_order`, orderPayload(sessionId));
    expect(status).toBe(409);
    expect(body.error).toBe('payment_incomplete');
    expect((await postJson(`${shop}/create_order`, orderPayload(''))).status).toBe(400);
    expect((await postJson(`${shop}/create_order`, orderPayload('unknown'))).status).toBe(404);
  });

  it('creates the order once per session id (idempotent)', async () => {
    const { sessionId } = await paidSession();
    const first = await postJson<{ id: number }>(`${shop}/create_order`, orderPayload(sessionId));
    const second = await postJson<{ id: number }>(`${shop}/create_order`, orderPayload(sessionId));
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(shopOrders()).toHaveLength(1);
  });

  it('places one order when two tabs send create_order for one paid session at once', async () => {
    const { sessionId } = await paidSession();
    const answers = await Promise.all([
      postJson<{ id: number }>(`${shop}/create_order`, orderPayload(sessionId)),
      postJson<{ id: number }>(`${shop}/create_order`, orderPayload(sessionId)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[1].body.id).toBe(answers[0].body.id);
    expect(shopOrders()).toHaveLength(1);
    expect(shopOrders()[0]?.sessionId).toBe(sessionId);
  });

  it('answers a repeat whose first answer was lost with the order placed first, spending its code once', async () => {
    const record = prizeRecord('WIN50OFF01');
    const { sessionId } = await paidSession(sessionBody(kunafa, record));
    const order = orderBody(kunafa, record, sessionId);
    const first = await postJson<{ id: number }>(`${shop}/create_order`, order);
    // The retry is built again from the stored copy: the same session, a later reference.
    const retry = await postJson<{ id: number; sessionId: string }>(`${shop}/create_order`, {
      ...order,
      customer_reference_number: 'NOT-1718000000999',
    });
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body).toMatchObject({ id: first.body.id, sessionId });
    expect(shopOrders()).toHaveLength(1);
    expect(shopOrders()[0]?.body).toMatchObject({
      customer_reference_number: order.customer_reference_number,
    });
    expect(usedPrizeCodes()).toEqual(['WIN50OFF01']);
  });

  it('spends the code the session was priced with, so it is refused afterwards', async () => {
    expect((await getJson(`${shop}/varifyCode/WIN50OFF01`)).status).toBe(200);
    const record = prizeRecord('WIN50OFF01');
    const { sessionId } = await paidSession(sessionBody(kunafa, record));
    const order = orderBody(kunafa, record, sessionId);
    expect((await postJson(`${shop}/create_order`, order)).status).toBe(201);
    expect(usedPrizeCodes()).toEqual(['WIN50OFF01']);
    const { status, body } = await getJson(`${shop}/varifyCode/WIN50OFF01`);
    expect(status).toBe(404);
    expect(body.message).toBe('Code not valid or already used');
    expect((await getJson(`${shop}/varifyCode/WINGOLD001`)).status).toBe(200);
  });

  it('spends a code named in the order body', async () => {
    const { sessionId } = await paidSession();
    await postJson(`${shop}/create_order`, orderPayload(sessionId, { prizeCode: 'wintote001' }));
    expect(usedPrizeCodes()).toEqual(['WINTOTE001']);
    expect((await getJson(`${shop}/varifyCode/WINTOTE001`)).status).toBe(404);
  });

  it('spends nothing when no code was verified', async () => {
    const { sessionId } = await paidSession();
    await postJson(`${shop}/create_order`, orderPayload(sessionId));
    expect(usedPrizeCodes()).toEqual([]);
    for (const record of prizeCodes) {
      expect((await getJson(`${shop}/varifyCode/${record.code}`)).status).toBe(200);
    }
  });
});

interface Conflict {
  error: string;
  reason: string;
  message: string;
}

async function refusal(path: string, body: unknown) {
  const answer = await postJson<Conflict>(`${shop}/${path}`, body);
  expect(answer.status).toBe(409);
  expect(answer.body.error).toBe('cart_conflict');
  expect(answer.body.message).toEqual(expect.any(String));
  return answer.body.reason;
}

const refusedSession = (body: unknown) => refusal('create-checkout-session', body);
const refusedOrderRef = (body: unknown) => refusal('create_order_ref', body);

const sessionOf = (clientSecret: string) =>
  getJson<{ amountTotal: number }>(`${shop}/demo/session?client_secret=${clientSecret}`);

describe('shop API: pricing a checkout session from the catalog', () => {
  it('opens a session priced without a code, charging the catalog total', async () => {
    const { clientSecret, sessionId } = await openSession(
      sessionBody(
        cartOf([
          [99, 2],
          [90, 3],
        ]),
      ),
    );
    // 60 + 37.50 = 97.50: free delivery.
    expect((await sessionOf(clientSecret)).body.amountTotal).toBe(97.5);
    expect(checkoutSession(sessionId)?.prizeCode).toBeNull();
  });

  it('opens a session priced with a prize code and remembers the code', async () => {
    const record = prizeRecord('WIN50OFF01');
    const { clientSecret, sessionId } = await openSession(sessionBody(kunafa, record));
    // 60 - 30 = 30, plus AED 20 delivery.
    expect((await sessionOf(clientSecret)).body.amountTotal).toBe(50);
    expect(checkoutSession(sessionId)?.prizeCode).toBe('WIN50OFF01');
  });

  it('takes a code that wins nothing at full price', async () => {
    const { clientSecret, sessionId } = await openSession(
      sessionBody(kunafa, prizeRecord('NOPRIZE001')),
    );
    expect((await sessionOf(clientSecret)).body.amountTotal).toBe(70);
    expect(checkoutSession(sessionId)?.prizeCode).toBe('NOPRIZE001');
  });

  it('prices a body without a code field without a discount', async () => {
    const { products } = sessionBody(kunafa);
    expect((await openSession({ products })).sessionId).toBeTruthy();
    const discounted = sessionBody(kunafa, prizeRecord('WIN50OFF01')).products;
    expect(await refusedSession({ products: discounted })).toBe('pricesChanged');
  });

  it('refuses items without product_id (an old client): linesDisagree', async () => {
    const old = kunafaSession.products.map(({ product_id: _ignored, ...item }) => item);
    expect(await refusedSession({ products: old, code: null })).toBe('linesDisagree');
  });

  it('refuses an unknown or spent code: codeNotValid', async () => {
    expect(await refusedSession({ ...kunafaSession, code: 'NOT-A-CODE' })).toBe('codeNotValid');
    const record = prizeRecord('WINTOTE001');
    const { sessionId } = await paidSession(sessionBody(kunafa, record));
    expect(
      (await postJson(`${shop}/create_order`, orderBody(kunafa, record, sessionId))).status,
    ).toBe(201);
    expect(await refusedSession(sessionBody(kunafa, record))).toBe('codeNotValid');
  });

  it('refuses a product the catalog does not sell: removed', async () => {
    const products = kunafaSession.products.map((item) =>
      item.product_id === 99 ? { ...item, product_id: 4040 } : item,
    );
    expect(await refusedSession({ products, code: null })).toBe('removed');
  });

  it('refuses a sold-out product: soldOut', async () => {
    const soldOut = cartOf([[95, 1]]).map((line) => ({ ...line, outofstock: false }));
    expect(await refusedSession(sessionBody(soldOut))).toBe('soldOut');
  });

  it('refuses more units than the cap, summed over the items of a product: quantityAboveCap', async () => {
    expect(await refusedSession(sessionBody(cartOf([[99, 3]])))).toBe('quantityAboveCap');
    const split = sessionBody(cartOf([[99, 2]])).products.flatMap((item) =>
      item.product_id === 99 ? [item, { ...item, quantity: 1 }] : [item],
    );
    expect(await refusedSession({ products: split, code: null })).toBe('quantityAboveCap');
  });

  it('refuses a tampered item price: pricesChanged', async () => {
    const products = kunafaSession.products.map((item) =>
      item.product_id === 99 ? { ...item, price: 0.01 } : item,
    );
    expect(await refusedSession({ products, code: null })).toBe('pricesChanged');
  });

  it('refuses a delivery item that is not the delivery charge: totalsDisagree', async () => {
    const cheap = kunafaSession.products.map((item) =>
      item.product_id === undefined ? { ...item, price: 0 } : item,
    );
    expect(await refusedSession({ products: cheap, code: null })).toBe('totalsDisagree');
    const without = kunafaSession.products.filter((item) => item.product_id !== undefined);
    expect(await refusedSession({ products: without, code: null })).toBe('totalsDisagree');
  });
});

describe('shop API: pricing an order reference from the catalog', () => {
  it('keeps an order reference priced with and without a code', async () => {
    expect((await postJson(`${shop}/create_order_ref`, orderBody(kunafa))).status).toBe(201);
    const record = prizeRecord('WIN50OFF01');
    const discounted = orderBody(kunafa, record);
    expect(discounted.card_amount).toBe(50);
    expect((await postJson(`${shop}/create_order_ref`, discounted)).status).toBe(201);
    expect(shopOrderRefs()).toHaveLength(2);
  });

  it("refuses a total or delivery that is not the catalog's: totalsDisagree", async () => {
    expect(await refusedOrderRef({ ...orderBody(kunafa), card_amount: 900 })).toBe(
      'totalsDisagree',
    );
    expect(await refusedOrderRef({ ...orderBody(kunafa), delivery_cost: 0 })).toBe(
      'totalsDisagree',
    );
    // The discount only comes with the code.
    expect(
      await refusedOrderRef({ ...orderBody(kunafa, prizeRecord('WIN50OFF01')), code: null }),
    ).toBe('totalsDisagree');
  });

  it("refuses a line price that is not the catalog's: pricesChanged", async () => {
    const cheap = kunafa.map((line) => ({ ...line, price: 0.01 }));
    expect(await refusedOrderRef(orderBody(cheap))).toBe('pricesChanged');
  });

  it('refuses unknown, sold-out and capped products and unknown codes', async () => {
    const unknown = kunafa.map((line) => ({ ...line, id: 4040 }));
    expect(await refusedOrderRef(orderBody(unknown))).toBe('removed');
    const soldOut = cartOf([[95, 1]]).map((line) => ({ ...line, outofstock: false }));
    expect(await refusedOrderRef(orderBody(soldOut))).toBe('soldOut');
    expect(await refusedOrderRef(orderBody(cartOf([[99, 3]])))).toBe('quantityAboveCap');
    expect(await refusedOrderRef({ ...orderBody(kunafa), code: 'NOT-A-CODE' })).toBe(
      'codeNotValid',
    );
  });

  it('refuses lines without a product id: linesDisagree', async () => {
    const lines = kunafa.map(({ id: _ignored, ...line }) => line);
    expect(await refusedOrderRef({ ...orderBody(kunafa), products: lines })).toBe('linesDisagree');
  });
});

describe('shop API: an order must be what its session paid', () => {
  it('refuses an order claiming more than the session paid: amountNotPaid', async () => {
    const { sessionId } = await paidSession();
    const order = { ...orderBody(kunafa, null, sessionId), card_amount: 900 };
    expect(await refusal('create_order', order)).toBe('amountNotPaid');
    expect(shopOrders()).toHaveLength(0);
  });

  it('refuses an order for other lines than the session paid: linesDisagree', async () => {
    const { sessionId } = await paidSession();
    const order = orderBody(kunafa, null, sessionId);
    const fewer = { ...order, products: order.products.map((line) => ({ ...line, quantity: 1 })) };
    expect(await refusal('create_order', fewer)).toBe('linesDisagree');
    const other = { ...order, products: order.products.map((line) => ({ ...line, id: 98 })) };
    expect(await refusal('create_order', other)).toBe('linesDisagree');
  });

  it('does not reprice a paid session when the catalog changes afterwards', async () => {
    const { sessionId } = await paidSession();
    server.use(...scenarioHandlers('content:changed', testEndpoints));
    // Product 99 now costs AED 27; the shopper paid AED 30 each, and that stands.
    const { status } = await postJson(`${shop}/create_order`, orderBody(kunafa, null, sessionId));
    expect(status).toBe(201);
  });
});

describe('shop API: a prize code is spent once, even across sessions opened in parallel', () => {
  const record = prizeRecord('WIN50OFF01');
  const withCode = sessionBody(kunafa, record);

  it('pays only the first of three sessions opened with one code before any order', async () => {
    const sessions = [
      await openSession(withCode),
      await openSession(withCode),
      await openSession(withCode),
    ];
    const answers = [];
    for (const { clientSecret } of sessions) {
      answers.push(
        await postJson<Conflict>(`${shop}/demo/pay`, { clientSecret, ...card(DEMO_CARDS.pays) }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 409, 409]);
    expect(answers[1]?.body).toMatchObject({ error: 'cart_conflict', reason: 'codeNotValid' });
    expect(await statusOf(sessions[1]!.sessionId)).toBe('open');
    expect(usedPrizeCodes()).toEqual(['WIN50OFF01']);
  });

  it('places one order with the code however many sessions were paid with it', async () => {
    const [first, second] = await Promise.all([openSession(withCode), openSession(withCode)]);
    await postJson(`${shop}/demo/pay`, {
      clientSecret: first.clientSecret,
      ...card(DEMO_CARDS.pays),
    });
    const orders = await Promise.all(
      [first, second].map(({ sessionId }) =>
        postJson<Conflict>(`${shop}/create_order`, orderBody(kunafa, record, sessionId)),
      ),
    );
    expect(orders.map((answer) => answer.status)).toEqual([201, 409]);
    expect(shopOrders()).toHaveLength(1);
    expect(usedPrizeCodes()).toEqual(['WIN50OFF01']);
  });

  it("refuses an order whose session's code another order spent", async () => {
    const [first, second] = await Promise.all([openSession(withCode), openSession(withCode)]);
    await postJson(`${shop}/demo/pay`, {
      clientSecret: first.clientSecret,
      ...card(DEMO_CARDS.pays),
    });
    expect(
      (await postJson(`${shop}/create_order`, orderBody(kunafa, record, first.sessionId))).status,
    ).toBe(201);
    // A session paid before this rule (a state kept in sessionStorage) cannot spend it again.
    const { updateState } = await import('../state');
    updateState((state) => {
      const session = state.sessions[second.sessionId];
      if (session) session.status = 'complete';
    });
    const refused = await postJson<Conflict>(
      `${shop}/create_order`,
      orderBody(kunafa, record, second.sessionId),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('codeNotValid');
    expect(shopOrders()).toHaveLength(1);
  });
});

describe('shop API: ids from a request are looked up as own keys', () => {
  const inherited = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

  it.each(inherited)('create_order for the session id %s is 404', async (sessionId) => {
    const { status, body } = await postJson(`${shop}/create_order`, orderPayload(sessionId));
    expect(status).toBe(404);
    expect(body.error).toBe('session_not_found');
    expect(shopOrders()).toEqual([]);
  });

  it.each(inherited)('session-status for the session id %s is 404', async (sessionId) => {
    expect((await getJson(`${shop}/session-status?session_id=${sessionId}`)).status).toBe(404);
  });

  it.each(inherited)(
    'demo/pay and demo/session for a client secret naming %s are 404',
    async (id) => {
      const clientSecret = `cs_demo_${id}_secret_x`;
      expect(
        (await postJson(`${shop}/demo/pay`, { clientSecret, ...card(DEMO_CARDS.pays) })).status,
      ).toBe(404);
      expect((await getJson(`${shop}/demo/session?client_secret=${clientSecret}`)).status).toBe(
        404,
      );
    },
  );

  it.each(inherited)('varifyCode of %s is 404', async (code) => {
    expect((await getJson(`${shop}/varifyCode/${code}`)).status).toBe(404);
  });
});
