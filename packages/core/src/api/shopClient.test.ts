import { describe, expect, it } from 'vitest';
import { buildOrderPayload } from '../order';
import { aCustomer, aLine, fakeFetch, json } from '../testing/fixtures';
import { createShopClient } from './shopClient';

const setup = (answer: Parameters<typeof fakeFetch>[0]) => {
  const fake = fakeFetch(answer);
  return {
    shop: createShopClient({ baseUrl: '/demo-api/shop/', fetch: fake.fetch }),
    calls: fake.calls,
  };
};

const order = buildOrderPayload({
  customer: aCustomer(),
  lines: [aLine()],
  record: null,
  sessionId: '',
  now: 1,
});

describe('shopClient', () => {
  it('opens a checkout session and answers its client secret', async () => {
    // Arrange
    const { shop, calls } = setup(() => json({ clientSecret: 'cs_test_secret' }));
    const body = {
      products: [{ title: 'A', price: 30, name: 'A', quantity: 1, brand: 'Rimal', product_id: 7 }],
      code: 'WIN50OFF01',
    };

    // Act
    const secret = await shop.createCheckoutSession(body);

    // Assert
    expect(secret).toBe('cs_test_secret');
    expect(calls[0]).toMatchObject({
      url: '/demo-api/shop/create-checkout-session',
      method: 'POST',
    });
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.body))).toEqual(body);
  });

  it('fails with a shape error when no client secret comes back', async () => {
    const { shop } = setup(() => json({}));
    await expect(shop.createCheckoutSession({ products: [], code: null })).rejects.toMatchObject({
      kind: 'shape',
    });
  });

  it('reads the prize record from the code object', async () => {
    // Arrange
    const { shop, calls } = setup(() =>
      json({
        code: {
          code: 'WINGOLD001',
          userEmail: 'a@example.com',
          winItemName: 'GOLD COIN',
          qr: 'data:qr',
        },
      }),
    );

    // Act
    const record = await shop.verifyCode(' WINGOLD001 ');

    // Assert
    expect(calls[0]?.url).toBe('/demo-api/shop/varifyCode/WINGOLD001');
    expect(record).toEqual({
      code: 'WINGOLD001',
      userEmail: 'a@example.com',
      winItemName: 'GOLD COIN',
      qr: 'data:qr',
    });
  });

  it('accepts a record without a prize, and one sent at the top level', async () => {
    // Arrange
    const { shop } = setup(() => json({ code: 'NOPRIZE001', userEmail: 'b@example.com' }));

    // Act
    const record = await shop.verifyCode('NOPRIZE001');

    // Assert
    expect(record).toEqual({
      code: 'NOPRIZE001',
      userEmail: 'b@example.com',
      winItemName: null,
      qr: null,
    });
  });

  it('fills the code from the request when the record leaves it out', async () => {
    const { shop } = setup(() => json({ code: { winItemName: 'Tote bag' } }));
    expect(await shop.verifyCode('WINTOTE001')).toMatchObject({
      code: 'WINTOTE001',
      winItemName: 'Tote bag',
    });
  });

  it('escapes the code in the path', async () => {
    const { shop, calls } = setup(() => json({ code: {} }));
    await shop.verifyCode('a/b?c');
    expect(calls[0]?.url).toBe('/demo-api/shop/varifyCode/a%2Fb%3Fc');
  });

  it.each([
    ['a 404', () => json({ message: 'Code not valid' }, 404)],
    ['a null code', () => json({ code: null })],
  ])('answers null for %s (not valid or used)', async (_, answer) => {
    const { shop } = setup(answer);
    expect(await shop.verifyCode('NOPE')).toBeNull();
  });

  it.each([
    ['a server error', () => json({}, 500), 'http'],
    ['a network failure', () => new TypeError('Failed to fetch'), 'network'],
    ['a malformed record', () => json({ code: { winItemName: { name: 'x' } } }), 'shape'],
    ['a list', () => json([]), 'shape'],
  ])('throws for %s', async (_, answer, kind) => {
    const { shop } = setup(answer);
    await expect(shop.verifyCode('X')).rejects.toMatchObject({ kind });
  });

  it('creates the order reference and the order with the payload as body', async () => {
    // Arrange
    const { shop, calls } = setup(() => new Response(null, { status: 201 }));

    // Act
    await shop.createOrderRef(order);
    await shop.createOrder({ ...order, sessionId: 'cs_1' });

    // Assert
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', '/demo-api/shop/create_order_ref'],
      ['POST', '/demo-api/shop/create_order'],
    ]);
    expect(JSON.parse(String(calls[1]?.body))).toEqual({ ...order, sessionId: 'cs_1' });
  });

  it('reads the session status, passing unknown values through', async () => {
    // Arrange
    const statuses = ['complete', 'open', 'processing'];
    const { shop, calls } = setup(() => json({ status: statuses.shift() }));

    // Act
    const results = [
      await shop.sessionStatus('cs 1'),
      await shop.sessionStatus('x'),
      await shop.sessionStatus('y'),
    ];

    // Assert
    expect(calls[0]?.url).toBe('/demo-api/shop/session-status?session_id=cs%201');
    expect(results).toEqual(['complete', 'open', 'processing']);
  });

  it('fails with a shape error for a status that is not text', async () => {
    const { shop } = setup(() => json({ status: 3 }));
    await expect(shop.sessionStatus('x')).rejects.toMatchObject({ kind: 'shape' });
  });
});
