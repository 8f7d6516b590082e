/** Test support: checkout bodies built the way the site builds them, from a catalog. */
import {
  buildCheckoutSessionRequest,
  buildOrderPayload,
  parseProduct,
  productToCartLine,
} from '@rimal/core';
import type { CartLine, CheckoutSessionRequest, OrderPayload, PrizeRecord } from '@rimal/core';
import { demoCatalog, prizeCodes } from '../catalog';
import type { DemoCatalog } from '../catalog';

/** Cart lines of `[product id, quantity]` pairs, read from the catalog. */
export function cartOf(
  wanted: readonly (readonly [number, number])[],
  catalog: DemoCatalog = demoCatalog,
): CartLine[] {
  return wanted.map(([id, quantity]) => {
    const entity = catalog.products.find((product) => product.id === id);
    if (!entity) throw new Error(`No product ${id} in the catalog`);
    return productToCartLine(parseProduct(entity, ''), quantity);
  });
}

/** The prize record of a demo code, as the site holds it after `varifyCode`. */
export function prizeRecord(code: string): PrizeRecord {
  const record = prizeCodes.find((candidate) => candidate.code === code);
  if (!record) throw new Error(`No prize code ${code}`);
  return { ...record, winItemName: record.winItemName ?? null };
}

export const sessionBody = (
  lines: readonly CartLine[],
  record: PrizeRecord | null = null,
): CheckoutSessionRequest => buildCheckoutSessionRequest(lines, record);

export const orderBody = (
  lines: readonly CartLine[],
  record: PrizeRecord | null = null,
  sessionId = '',
): OrderPayload =>
  buildOrderPayload({
    customer: {
      firstName: 'Layla',
      lastName: 'Haddad',
      email: 'layla.haddad@example.com',
      phone: '+971500000000',
      city: 'Dubai',
      address: 'Al Barsha 1',
      house: 'Villa 12',
      landmark: 'Near the metro',
    },
    lines,
    record,
    sessionId,
    now: 1718000000000,
  });
