import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../testing/fixtures';
import {
  DEMO_CARD_MESSAGES,
  createDemoPaymentClient,
  demoCardSchema,
  isCardNumber,
  isCvc,
  isFutureExpiry,
  normaliseCardNumber,
  parseExpiry,
} from './demoPaymentClient';

const setup = (answer: Parameters<typeof fakeFetch>[0]) => {
  const fake = fakeFetch(answer);
  return {
    client: createDemoPaymentClient({ baseUrl: '/demo-api/shop/', fetch: fake.fetch }),
    calls: fake.calls,
  };
};

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: ' 123 ' };
const secret = 'cs_demo_abc_secret_xyz';
// 15 March 2030, noon UTC.
const NOW = Date.UTC(2030, 2, 15, 12);

describe('demo card rules', () => {
  it.each([
    ['4242424242424242', true],
    ['4242 4242 4242 4242', true],
    ['4000-0000-0000-0002', true],
    ['5555555555554444', true],
    ['4242424242424241', false],
    ['42424242', false],
    ['4242 4242 4242 424x', false],
    ['', false],
  ])('reads %s as a card number: %s', (value, valid) => {
    expect(isCardNumber(value)).toBe(valid);
  });

  it('strips spaces and dashes from a card number', () => {
    expect(normaliseCardNumber(' 4242-4242 4242 4242 ')).toBe('4242424242424242');
  });

  it.each([
    ['12/34', { month: 12, year: 2034 }],
    ['0130', { month: 1, year: 2030 }],
    ['03 / 2031', { month: 3, year: 2031 }],
    ['13/30', null],
    ['00/30', null],
    ['1/30', null],
    ['ab/cd', null],
  ])('parses the expiry %s', (value, expected) => {
    expect(parseExpiry(value)).toEqual(expected);
  });

  it('accepts a card through the last day of its expiry month', () => {
    expect(isFutureExpiry('03/30', NOW)).toBe(true);
    expect(isFutureExpiry('02/30', NOW)).toBe(false);
    expect(isFutureExpiry('12/29', NOW)).toBe(false);
    expect(isFutureExpiry('nope', NOW)).toBe(false);
  });

  it.each([
    ['123', true],
    [' 1234 ', true],
    ['12', false],
    ['12345', false],
    ['12a', false],
  ])('reads %s as a CVC: %s', (value, valid) => {
    expect(isCvc(value)).toBe(valid);
  });

  it('validates the form with one checkout message per field', async () => {
    // Arrange
    const schema = demoCardSchema(() => NOW);

    // Act
    const errors = await schema
      .validate(
        { cardNumber: '4242424242424241', expiry: '01/30', cvc: '1' },
        { abortEarly: false },
      )
      .catch((error: { errors: string[] }) => error.errors);

    // Assert
    expect(errors).toEqual([
      DEMO_CARD_MESSAGES.cardNumber,
      DEMO_CARD_MESSAGES.expiry,
      DEMO_CARD_MESSAGES.cvc,
    ]);
    await expect(
      schema.isValid({ cardNumber: '4242 4242 4242 4242', expiry: '04/30', cvc: '123' }),
    ).resolves.toBe(true);
    await expect(schema.isValid({ cardNumber: '', expiry: '', cvc: '' })).resolves.toBe(false);
  });

  it('uses the real clock by default', async () => {
    await expect(
      demoCardSchema().isValid({ cardNumber: '4242424242424242', expiry: '01/20', cvc: '123' }),
    ).resolves.toBe(false);
  });
});

describe('demoPaymentClient', () => {
  it('reads the session behind a client secret', async () => {
    // Arrange
    const { client, calls } = setup(() =>
      json({ sessionId: 'abc', status: 'open', amountTotal: '65.5', currency: 'aed' }),
    );

    // Act
    const session = await client.session(secret);

    // Assert
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `/demo-api/shop/demo/session?client_secret=${secret}`,
    });
    expect(session).toEqual({
      sessionId: 'abc',
      status: 'open',
      amountTotal: 65.5,
      currency: 'aed',
    });
  });

  it('defaults the currency to AED and refuses a session without an amount', async () => {
    const answers = [
      json({ sessionId: 'abc', status: 'open', amountTotal: 10 }),
      json({ sessionId: 'abc', status: 'open' }),
    ];
    const { client } = setup(() => answers.shift() ?? json({}, 500));
    await expect(client.session(secret)).resolves.toMatchObject({ currency: 'aed' });
    await expect(client.session(secret)).rejects.toMatchObject({ kind: 'shape' });
  });

  it('pays with the card digits only and answers the session id', async () => {
    // Arrange
    const { client, calls } = setup(() => json({ status: 'complete', sessionId: 'abc' }));

    // Act
    const result = await client.pay(secret, card);

    // Assert
    expect(result).toEqual({ outcome: 'paid', sessionId: 'abc' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/demo-api/shop/demo/pay' });
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      clientSecret: secret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
  });

  it.each([
    [402, 'declined'],
    [400, 'refused'],
    [410, 'expired'],
  ])('answers a %i as %s', async (status, outcome) => {
    const { client } = setup(() => json({ error: 'x', message: 'No' }, status));
    await expect(client.pay(secret, card)).resolves.toEqual({ outcome });
  });

  it('treats an already paid session as paid', async () => {
    // Arrange
    const answers = [
      json({ error: 'session_already_paid', message: 'Already paid' }, 409),
      json({ sessionId: 'abc', status: 'complete', amountTotal: 65 }),
    ];
    const { client, calls } = setup(() => answers.shift() ?? json({}, 500));

    // Act
    const result = await client.pay(secret, card);

    // Assert
    expect(result).toEqual({ outcome: 'paid', sessionId: 'abc' });
    expect(calls[1]?.url).toBe(`/demo-api/shop/demo/session?client_secret=${secret}`);
  });

  it('throws a 409 whose session is not complete after all', async () => {
    const answers = [
      json({ message: 'Conflict' }, 409),
      json({ sessionId: 'abc', status: 'open', amountTotal: 65 }),
    ];
    const { client } = setup(() => answers.shift() ?? json({}, 500));
    await expect(client.pay(secret, card)).rejects.toMatchObject({
      kind: 'conflict',
      status: 409,
    });
  });

  it.each([
    ['a server error', () => json({ message: 'down' }, 500), 'http'],
    ['a network failure', () => new TypeError('Failed to fetch'), 'network'],
    ['an answer without a session id', () => json({ status: 'complete' }), 'shape'],
  ])('throws for %s', async (_, answer, kind) => {
    const { client } = setup(answer);
    await expect(client.pay(secret, card)).rejects.toMatchObject({ kind });
  });

  it('answers a session the shop no longer knows (404) as lost, so a fresh one is opened (issue 29)', async () => {
    const { client } = setup(() => json({ error: 'session_not_found', message: 'Unknown' }, 404));
    await expect(client.pay(secret, card)).resolves.toEqual({ outcome: 'lost' });
  });

  it("answers a refusal of the session's spent code as codeSpent, without charging (issue 29)", async () => {
    const { client, calls } = setup(() =>
      json({ error: 'cart_conflict', reason: 'codeNotValid', message: 'Spent' }, 409),
    );
    await expect(client.pay(secret, card)).resolves.toEqual({ outcome: 'codeSpent' });
    expect(calls).toHaveLength(1);
  });
});
