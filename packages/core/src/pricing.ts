import { toFils, type Fils } from './money';
import { hasPrize } from './prize';
import type { CartLine, PrizeRecord } from './types';

// Delivery tiers and prize rate of docs/requirements.md §9. All amounts are in fils.
export const REDUCED_DELIVERY_FROM: Fils = toFils(50);
export const FREE_DELIVERY_FROM: Fils = toFils(75);
export const STANDARD_DELIVERY_CHARGE: Fils = toFils(20);
export const REDUCED_DELIVERY_CHARGE: Fils = toFils(10);
export const PRIZE_DISCOUNT_RATE = 0.5;

type PricedLine = Pick<CartLine, 'price' | 'quantity'>;

/** Sum of unit price times quantity over the lines. */
export function itemsTotal(lines: readonly PricedLine[]): Fils {
  return lines.reduce((sum, line) => sum + toFils(line.price) * line.quantity, 0);
}

/**
 * Any prize on the record earns 50% of the items total, truncated to a whole AED
 * (docs/requirements.md §9): items of AED 75.50 give AED 37 off.
 */
export function prizeDiscount(
  total: Fils,
  record: Pick<PrizeRecord, 'winItemName'> | null | undefined,
): Fils {
  if (!hasPrize(record) || total <= 0) {
    return 0;
  }
  const wholeAed = Math.trunc((total * PRIZE_DISCOUNT_RATE) / toFils(1));
  return toFils(wholeAed);
}

/** Delivery charge by subtotal after discount (docs/requirements.md §9). */
export function deliveryCharge(subtotal: Fils): Fils {
  if (subtotal < REDUCED_DELIVERY_FROM) {
    return STANDARD_DELIVERY_CHARGE;
  }
  if (subtotal < FREE_DELIVERY_FROM) {
    return REDUCED_DELIVERY_CHARGE;
  }
  return 0;
}

export type FreeDeliveryHint =
  | { kind: 'free' }
  | { kind: 'toFree'; missing: Fils }
  | { kind: 'toReduced'; missing: Fils; reducedCharge: Fils };

/** How much more the shopper needs for the next delivery tier (docs/requirements.md §9). */
export function freeDeliveryHint(subtotal: Fils): FreeDeliveryHint {
  if (subtotal >= FREE_DELIVERY_FROM) {
    return { kind: 'free' };
  }
  if (subtotal >= REDUCED_DELIVERY_FROM) {
    return { kind: 'toFree', missing: FREE_DELIVERY_FROM - subtotal };
  }
  return {
    kind: 'toReduced',
    missing: REDUCED_DELIVERY_FROM - subtotal,
    reducedCharge: REDUCED_DELIVERY_CHARGE,
  };
}

/** Share of the way to free delivery, from 0 to 1, for a progress bar. */
export function freeDeliveryProgress(subtotal: Fils): number {
  return Math.min(1, Math.max(0, subtotal / FREE_DELIVERY_FROM));
}

export interface OrderTotals {
  itemsTotal: Fils;
  discount: Fils;
  subtotal: Fils;
  deliveryCharge: Fils;
  total: Fils;
}

/** Every figure of the cart and checkout summary, in fils (docs/requirements.md §9). */
export function orderTotals(
  lines: readonly PricedLine[],
  record: Pick<PrizeRecord, 'winItemName'> | null | undefined,
): OrderTotals {
  const items = itemsTotal(lines);
  const discount = prizeDiscount(items, record);
  const subtotal = items - discount;
  // Deliberate: an empty cart has nothing to deliver, so it is not charged the AED 20 tier.
  const delivery = lines.length === 0 ? 0 : deliveryCharge(subtotal);
  return {
    itemsTotal: items,
    discount,
    subtotal,
    deliveryCharge: delivery,
    total: Math.max(0, subtotal + delivery),
  };
}
