import { contentReads, type CartReading, type ContentClient } from '@rimal/core';
import type { CartStore } from './cartStore';

/**
 * Reads every line of the cart again from the catalog, all ids in one request, and brings the
 * stored cart to what the catalog says now. Rejects when the catalog cannot be read; the cart
 * then stays as it was, usable but not payable.
 */
export async function readCartAgain(
  store: CartStore,
  content: ContentClient,
): Promise<CartReading> {
  const ids = store.getState().lines.map((line) => line.id);
  if (ids.length === 0) return { lines: [], changes: [] };
  const products = await contentReads.cartProducts(ids).load(content);
  return store.getState().applyCatalog(products, ids);
}
