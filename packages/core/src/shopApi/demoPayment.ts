/**
 * The server's side of the demo payment that stands in for Stripe when the site has no
 * publishable key (docs/contracts.md §7): the demo shop API and the CMS's shop API take the
 * same cards and open sessions of the same shape.
 */
import { isCvc, normaliseCardNumber, parseExpiry } from '../api/demoPaymentClient';
import { isRecord } from '../api/shape';
import type { CheckoutSessionItem } from '../types';

/** Test cards of the demo payment form (docs/demo-catalog.md §3.3). */
export const DEMO_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** Checkout sessions expire after 24 hours, like Stripe's default. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

const CLIENT_SECRET = /^cs_demo_([A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/;

/** The client secret of a demo session: `cs_demo_<sessionId>_secret_<random>`. */
export const demoClientSecret = (sessionId: string, random: string) =>
  `cs_demo_${sessionId}_secret_${random}`;

/** The checkout session id inside a demo client secret. */
export function sessionIdFromClientSecret(clientSecret: string): string | undefined {
  return CLIENT_SECRET.exec(clientSecret)?.[1];
}

/** Why a card was not charged: the HTTP status and the error the demo answers. */
export interface CardRefusal {
  status: 400 | 402;
  error: string;
  message: string;
}

/** The refusal of the card in a `demo/pay` body, or undefined when it pays. */
export function demoCardRefusal(body: Record<string, unknown>, now: Date): CardRefusal | undefined {
  const number = typeof body.cardNumber === 'string' ? normaliseCardNumber(body.cardNumber) : '';
  if (!/^\d{12,19}$/.test(number)) {
    return { status: 400, error: 'invalid_number', message: 'Your card number is incomplete.' };
  }
  const expiry = parseExpiry(typeof body.expiry === 'string' ? body.expiry : '');
  if (!expiry) {
    return {
      status: 400,
      error: 'invalid_expiry',
      message: "Your card's expiration date is incomplete. Use MM/YY.",
    };
  }
  if (Date.UTC(expiry.year, expiry.month, 1) <= now.getTime()) {
    return {
      status: 400,
      error: 'expired_card',
      message: "Your card's expiration date is in the past.",
    };
  }
  if (!isCvc(typeof body.cvc === 'string' ? body.cvc : '')) {
    return {
      status: 400,
      error: 'invalid_cvc',
      message: "Your card's security code is incomplete.",
    };
  }
  if (number === DEMO_CARDS.declined) {
    return { status: 402, error: 'card_declined', message: 'Your card was declined.' };
  }
  if (number !== DEMO_CARDS.pays) {
    return {
      status: 400,
      error: 'unsupported_card',
      message:
        'This demo only accepts the test cards 4242 4242 4242 4242 (payment succeeds) and 4000 0000 0000 0002 (card declined).',
    };
  }
  return undefined;
}

const nonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/**
 * The items of a `create-checkout-session` body, or the reason (for a 400 answer) they are not
 * a list of `{ title, price, name, quantity, brand, product_id }`.
 */
export function parseCheckoutItems(raw: unknown): CheckoutSessionItem[] | string {
  if (!Array.isArray(raw) || raw.length === 0) {
    return 'products must be a non-empty list of { title, price, name, quantity, brand }';
  }
  const items: CheckoutSessionItem[] = [];
  for (const [index, item] of raw.entries()) {
    if (!isRecord(item)) return `products[${index}] must be an object`;
    const title = nonEmptyString(item.title) ? item.title : item.name;
    if (!nonEmptyString(title)) return `products[${index}] needs a title or a name`;
    const price = typeof item.price === 'string' ? Number(item.price) : item.price;
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) {
      return `products[${index}].price must be a number of AED >= 0`;
    }
    const quantity = typeof item.quantity === 'string' ? Number(item.quantity) : item.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
      return `products[${index}].quantity must be a whole number >= 1`;
    }
    if (item.brand !== undefined && typeof item.brand !== 'string') {
      return `products[${index}].brand must be a string`;
    }
    const productId = item.product_id;
    if (
      productId !== undefined &&
      (typeof productId !== 'number' || !Number.isInteger(productId) || productId < 1)
    ) {
      return `products[${index}].product_id must be a product id`;
    }
    items.push({
      title,
      name: nonEmptyString(item.name) ? item.name : title,
      price,
      quantity,
      brand: item.brand ?? '',
      ...(productId === undefined ? {} : { product_id: productId }),
    });
  }
  return items;
}
