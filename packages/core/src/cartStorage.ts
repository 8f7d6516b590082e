import { quantityCap } from './cart';
import type { CartLine } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const optionalCount = (value: unknown): number | null => (isCount(value) ? value : null);

function toCartLine(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const { id, title, price, quantity } = value;
  if (!isCount(id) || typeof title !== 'string' || title === '') return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0 || !isCount(quantity))
    return null;
  const line: CartLine = {
    id,
    title,
    desc: typeof value.desc === 'string' ? value.desc : '',
    weight: typeof value.weight === 'string' ? value.weight : '',
    price,
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
 * is dropped, quantities are brought within 1..cap and a repeated id keeps its first line.
 * Storage may hold data from an older version, another app on the same origin, or a hand edit.
 */
export function sanitizeCartLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  for (const candidate of value) {
    const line = toCartLine(candidate);
    if (line && !lines.some((existing) => existing.id === line.id)) lines.push(line);
  }
  return lines;
}
