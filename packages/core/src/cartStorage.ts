import { MAX_CART_LINES, quantityCap } from './cart';
import type { CartChange } from './cartReconcile';
import type { CartLine } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const optionalCount = (value: unknown): number | null => (isCount(value) ? value : null);
const optionalPrice = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

function toCartLine(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const { id, title, quantity } = value;
  const price = optionalPrice(value.price);
  if (!isCount(id) || typeof title !== 'string' || title === '') return null;
  if (price === null || !isCount(quantity)) return null;
  const line: CartLine = {
    id,
    title,
    desc: typeof value.desc === 'string' ? value.desc : '',
    weight: typeof value.weight === 'string' ? value.weight : '',
    price,
    oldprice: optionalPrice(value.oldprice),
    outofstock: value.outofstock === true,
    img: typeof value.img === 'string' ? value.img : null,
    quantity,
    max_order_qut: optionalCount(value.max_order_qut),
    flash_sale: value.flash_sale === true,
    flash_sale_product_pcs: optionalCount(value.flash_sale_product_pcs),
  };
  return { ...line, quantity: Math.min(line.quantity, quantityCap(line)) };
}

/**
 * The cart lines found in browser storage, made safe: anything that is not a well-formed line
 * is dropped, quantities are brought within 1..cap, a repeated id keeps its first line and at
 * most MAX_CART_LINES are kept. Storage may hold data from an older version, another app on
 * the same origin, or a hand edit. The drawn values (title, price, ...) are only shown until
 * the catalog answers; reconcileCart replaces them all.
 */
export function sanitizeCartLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  const seen = new Set<number>();
  for (const candidate of value) {
    if (lines.length === MAX_CART_LINES) break;
    const line = toCartLine(candidate);
    if (line && !seen.has(line.id)) {
      seen.add(line.id);
      lines.push(line);
    }
  }
  return lines;
}

const changeKinds = new Set<CartChange['kind']>([
  'priceChanged',
  'removed',
  'soldOut',
  'backInStock',
  'quantityLowered',
]);

function toCartChange(value: unknown): CartChange | null {
  if (!isRecord(value) || !changeKinds.has(value.kind as CartChange['kind'])) return null;
  const { id, title } = value;
  if (!isCount(id) || typeof title !== 'string' || title === '') return null;
  switch (value.kind as CartChange['kind']) {
    case 'priceChanged': {
      const from = optionalPrice(value.from);
      const to = optionalPrice(value.to);
      return from === null || to === null ? null : { kind: 'priceChanged', id, title, from, to };
    }
    case 'quantityLowered': {
      const { cap, from } = value;
      return isCount(cap) && isCount(from)
        ? { kind: 'quantityLowered', id, title, cap, from }
        : null;
    }
    case 'removed':
      return { kind: 'removed', id, title };
    case 'soldOut':
      return { kind: 'soldOut', id, title };
    case 'backInStock':
      return { kind: 'backInStock', id, title };
  }
}

/**
 * The unseen cart notices found in storage, made safe like the lines: only well-formed
 * changes, no more than one of each kind per possible line.
 */
export function sanitizeCartChanges(value: unknown): CartChange[] {
  if (!Array.isArray(value)) return [];
  const changes: CartChange[] = [];
  const seen = new Set<string>();
  for (const candidate of value) {
    if (changes.length === MAX_CART_LINES * changeKinds.size) break;
    const change = toCartChange(candidate);
    if (change && !seen.has(`${change.kind}:${change.id}`)) {
      seen.add(`${change.kind}:${change.id}`);
      changes.push(change);
    }
  }
  return changes;
}
