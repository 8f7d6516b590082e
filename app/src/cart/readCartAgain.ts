import {
  contentReads,
  mergeCartChanges,
  reconcileCart,
  type CartReading,
  type ContentClient,
} from '@rimal/core';
import type { CartStore } from './cartStore';
import { rememberProductTexts } from './productTexts';

/**
 * Reads every line of the cart again from the catalog, all ids in one request, in the page's
 * language, and brings the stored cart to what the catalog says now; the changes join the
 * unseen notices, and the products' words in that language are what the cart shows. Lines added
 * while the read was under way are left as they are. Rejects when the catalog cannot be read;
 * the cart then stays as it was, usable but not payable. Kept out of the store, so the rules
 * load with the code that reads the catalog, not with every page's first download.
 */
export async function readCartAgain(
  store: CartStore,
  content: ContentClient,
  language: string,
): Promise<CartReading> {
  const ids = store.getState().lines.map((line) => line.id);
  if (ids.length === 0) return { lines: [], changes: [] };
  const products = await contentReads.cartProducts(ids, language).load(content);
  rememberProductTexts(language, products);
  const { lines, notices } = store.getState();
  const reconciled = reconcileCart(lines, products, ids);
  store.setState({
    lines: reconciled.lines,
    notices: mergeCartChanges(notices, reconciled.changes),
  });
  return reconciled;
}
