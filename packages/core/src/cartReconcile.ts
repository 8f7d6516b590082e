import { productToCartLine, quantityCap } from './cart';
import type { CartLine, Product } from './types';

/**
 * What reading the catalog again changed in one cart line, for the notice the shopper sees.
 * Prices are in AED, as on the line.
 */
export type CartChange =
  | { kind: 'priceChanged'; id: number; title: string; from: number; to: number }
  | { kind: 'removed'; id: number; title: string }
  | { kind: 'soldOut'; id: number; title: string }
  | { kind: 'backInStock'; id: number; title: string }
  | { kind: 'quantityLowered'; id: number; title: string; cap: number; from: number };

export interface ReconciledCart {
  lines: CartLine[];
  changes: CartChange[];
}

/**
 * The cart as the catalog has it now. Every drawn value comes from `products`, the answer of
 * one read of the ids `askedIds` (by default every line's). A line whose product is missing
 * from the answer is removed, a sold-out line stays (marked) and a quantity above a lowered
 * cap is lowered. A line added while the read was under way (its id was not asked) is kept as
 * it is. `changes` lists what the shopper must be told, in cart order.
 */
export function reconcileCart(
  lines: readonly CartLine[],
  products: readonly Product[],
  askedIds: Iterable<number> = lines.map((line) => line.id),
): ReconciledCart {
  const byId = new Map(products.map((product) => [product.id, product]));
  const asked = new Set(askedIds);
  const next: CartLine[] = [];
  const changes: CartChange[] = [];
  for (const line of lines) {
    if (!asked.has(line.id)) {
      next.push(line);
      continue;
    }
    const product = byId.get(line.id);
    if (!product) {
      changes.push({ kind: 'removed', id: line.id, title: line.title });
      continue;
    }
    // Only the quantity is the shopper's; everything drawn comes from the catalog.
    const fresh = productToCartLine(product, line.quantity);
    const { id, title } = fresh;
    if (fresh.price !== line.price) {
      changes.push({ kind: 'priceChanged', id, title, from: line.price, to: fresh.price });
    }
    if (fresh.outofstock !== line.outofstock) {
      changes.push({ kind: fresh.outofstock ? 'soldOut' : 'backInStock', id, title });
    }
    const cap = quantityCap(fresh);
    if (fresh.quantity > cap) {
      changes.push({ kind: 'quantityLowered', id, title, cap, from: fresh.quantity });
      fresh.quantity = cap;
    }
    next.push(fresh);
  }
  return { lines: next, changes };
}

/** Sold out and back in stock are one fact about a line: the newer one is the truth. */
const topicOf = (change: CartChange) =>
  `${change.kind === 'backInStock' ? 'soldOut' : change.kind}:${change.id}`;

/**
 * Unseen notices and the newer ones, each fact said once. A newer notice replaces the older
 * one on the same topic, but a price or quantity change still starts from what the shopper
 * last saw; a price that went back to it is no change at all.
 */
export function mergeCartChanges(
  older: readonly CartChange[],
  newer: readonly CartChange[],
): CartChange[] {
  const olderByTopic = new Map(older.map((change) => [topicOf(change), change]));
  const replaced = new Set(newer.map(topicOf));
  const merged = newer.flatMap((change): CartChange[] => {
    const before = olderByTopic.get(topicOf(change));
    if (change.kind === 'priceChanged' && before?.kind === 'priceChanged') {
      return before.from === change.to ? [] : [{ ...change, from: before.from }];
    }
    if (change.kind === 'quantityLowered' && before?.kind === 'quantityLowered') {
      return [{ ...change, from: before.from }];
    }
    return [change];
  });
  return [...older.filter((change) => !replaced.has(topicOf(change))), ...merged];
}
