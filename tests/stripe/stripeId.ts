import { randomInt } from 'node:crypto';

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random letters and digits, as in Stripe's ids and secrets. */
export function randomAlphanumeric(length: number): string {
  return Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
}

/** A new object id with Stripe's prefix for its kind: `cs_test_…`, `price_…`, `evt_…`. */
export function stripeId(prefix: string, length = 24): string {
  return `${prefix}_${randomAlphanumeric(length)}`;
}
