import { describe, expect, it } from 'vitest';
import {
  DEMO_CARDS,
  demoCardRefusal,
  demoClientSecret,
  parseCheckoutItems,
  sessionIdFromClientSecret,
} from './demoPayment';

const now = new Date(Date.UTC(2026, 10, 28));
const card = (extra: Record<string, unknown> = {}) => ({
  cardNumber: DEMO_CARDS.pays,
  expiry: '12/34',
  cvc: '123',
  ...extra,
});

describe('demo client secrets', () => {
  it('carry their session id, and only a well-formed secret gives one', () => {
    expect(sessionIdFromClientSecret(demoClientSecret('abc123', 'XYZ'))).toBe('abc123');
    for (const secret of ['cs_demo___secret_x', 'cs_demo_a_secret_', 'cs_live_a_secret_b']) {
      expect(sessionIdFromClientSecret(secret)).toBeUndefined();
    }
  });
});

describe('demoCardRefusal', () => {
  it('charges the paying test card, typed with spaces', () => {
    expect(demoCardRefusal(card({ cardNumber: '4242 4242 4242 4242' }), now)).toBeUndefined();
  });

  it.each([
    [{ cardNumber: 4242 }, 400, 'invalid_number'],
    [{ expiry: '13/30' }, 400, 'invalid_expiry'],
    [{ expiry: undefined }, 400, 'invalid_expiry'],
    [{ expiry: '10/26' }, 400, 'expired_card'],
    [{ cvc: '12' }, 400, 'invalid_cvc'],
    [{ cvc: 123 }, 400, 'invalid_cvc'],
    [{ cardNumber: DEMO_CARDS.declined }, 402, 'card_declined'],
    [{ cardNumber: '5555555555554444' }, 400, 'unsupported_card'],
  ])('refuses %j with %i %s', (extra, status, error) => {
    expect(demoCardRefusal(card(extra), now)).toMatchObject({ status, error });
  });
});

describe('parseCheckoutItems', () => {
  it('reads numbers sent as text and names an item by its title', () => {
    expect(
      parseCheckoutItems([{ name: 'Truffle', price: '30', quantity: '2', product_id: 1 }]),
    ).toEqual([
      { title: 'Truffle', name: 'Truffle', price: 30, quantity: 2, brand: '', product_id: 1 },
    ]);
  });

  it.each([
    [[], 'non-empty list'],
    [[null], 'must be an object'],
    [[{ price: 1, quantity: 1 }], 'needs a title'],
    [[{ title: 'a', price: -1, quantity: 1 }], 'price'],
    [[{ title: 'a', price: 1, quantity: 1.5 }], 'quantity'],
    [[{ title: 'a', price: 1, quantity: 1, brand: 7 }], 'brand'],
    [[{ title: 'a', price: 1, quantity: 1, product_id: '__proto__' }], 'product_id'],
  ])('answers why %j is refused', (items, why) => {
    expect(parseCheckoutItems(items)).toContain(why);
  });
});
