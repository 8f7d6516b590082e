/**
 * A shop API prices every checkout itself, from the catalog and the prize code sent with it
 * (docs/contracts.md §11), with the site's own rules: the demo shop API and the CMS's share
 * these checks, so the site and both APIs agree to the fils.
 */
import { isRecord } from '../api/shape';
import { productToCartLine, quantityCap } from '../cart';
import { parseProduct } from '../api/contentClient';
import { fromFils, toFils } from '../money';
import { buildCheckoutSessionRequest } from '../order';
import { orderTotals } from '../pricing';
import type { CartLine, CheckoutSessionItem, PrizeRecord, Product } from '../types';
import { CartConflict } from './cartConflict';

type OrderTotals = ReturnType<typeof orderTotals>;

/** What pricing needs to know: the catalog's products by id, and the codes not spent yet. */
export interface PricingContext {
  products: ReadonlyMap<number, Product>;
  /** The record of a known code (normalised) that no order has spent, else undefined. */
  unspentCode: (code: string) => PrizeRecord | undefined;
}

/**
 * The catalog's English entries as the site reads them, by id (the media host plays no part
 * in a price): Strapi entities, flat (v5, or a database row) or in v4's `attributes`.
 */
export function catalogProducts(entities: readonly unknown[]): Map<number, Product> {
  return new Map(
    entities.map((entity) => {
      const product = parseProduct(entity, '');
      return [product.id, product] as const;
    }),
  );
}

export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * The prize record a request is priced with: none without a code, else a known code that no
 * order has spent yet.
 */
export function prizeRecordOf(code: unknown, context: PricingContext): PrizeRecord | null {
  if (code === undefined || code === null || (typeof code === 'string' && code.trim() === '')) {
    return null;
  }
  const record = typeof code === 'string' ? context.unspentCode(normaliseCode(code)) : undefined;
  if (!record) {
    throw new CartConflict(
      'codeNotValid',
      `The code ${String(code)} is not valid or already used.`,
    );
  }
  return record;
}

interface Wanted {
  id: number;
  quantity: number;
}

/** Units wanted per product, in the order the products first appear. */
function mergeWanted(wanted: readonly Wanted[]): Wanted[] {
  const merged = new Map<number, Wanted>();
  for (const { id, quantity } of wanted) {
    const seen = merged.get(id);
    if (seen) seen.quantity += quantity;
    else merged.set(id, { id, quantity });
  }
  return [...merged.values()];
}

/** The cart lines the catalog sells for these wishes, or the first reason it cannot. */
export function catalogLines(wanted: readonly Wanted[], context: PricingContext): CartLine[] {
  return mergeWanted(wanted).map(({ id, quantity }) => {
    const product = context.products.get(id);
    if (!product) throw new CartConflict('removed', `Product ${id} is no longer sold.`);
    if (product.outofstock) throw new CartConflict('soldOut', `${product.title} is sold out.`);
    const line = productToCartLine(product, quantity);
    const cap = quantityCap(line);
    if (quantity > cap) {
      throw new CartConflict(
        'quantityAboveCap',
        `${product.title} is limited to ${cap} per order; the cart holds ${quantity}.`,
      );
    }
    return line;
  });
}

/** True when an amount in AED sent by the client is these fils. */
const sameAmount = (aed: unknown, fils: number) =>
  typeof aed === 'number' && Number.isFinite(aed) && toFils(aed) === fils;

function checkTotals(charged: unknown, delivery: unknown, totals: OrderTotals): void {
  if (!sameAmount(charged, totals.total) || !sameAmount(delivery, totals.deliveryCharge)) {
    throw new CartConflict(
      'totalsDisagree',
      `The order comes to AED ${fromFils(totals.total).toFixed(2)} with AED ${fromFils(totals.deliveryCharge).toFixed(2)} delivery.`,
    );
  }
}

/** Unit prices in fils of one product's items, one entry per unit, sorted. */
function unitsOf(items: readonly Pick<CheckoutSessionItem, 'price' | 'quantity'>[]): number[] {
  return items
    .flatMap((item) => Array<number>(item.quantity).fill(toFils(item.price)))
    .sort((a, b) => a - b);
}

function itemsByProduct<Item extends { product_id?: number }>(items: readonly Item[]) {
  const byProduct = new Map<number, Item[]>();
  for (const item of items) {
    if (item.product_id === undefined) continue;
    byProduct.set(item.product_id, [...(byProduct.get(item.product_id) ?? []), item]);
  }
  return byProduct;
}

export interface PricedSession {
  totals: OrderTotals;
  /** The catalog's lines, one per product, at the catalog's unit prices. */
  lines: CartLine[];
  /** The prize code the session was priced with. */
  code: string | null;
}

/**
 * Checks a checkout session body against the catalog: its items must be exactly what
 * core's buildCheckoutSessionRequest makes of the catalog lines and the code.
 */
export function priceCheckoutSession(
  items: readonly CheckoutSessionItem[],
  code: unknown,
  context: PricingContext,
): PricedSession {
  // Only the delivery item charges for no product; an old client names none.
  const unnamed = items.filter((item) => item.product_id === undefined);
  if (unnamed.length > 1 || unnamed.length === items.length) {
    throw new CartConflict(
      'linesDisagree',
      'Every item except the delivery needs the product_id of the product it charges for.',
    );
  }
  const record = prizeRecordOf(code, context);
  const lines = catalogLines(
    items.flatMap((item) =>
      item.product_id === undefined ? [] : [{ id: item.product_id, quantity: item.quantity }],
    ),
    context,
  );

  const expected = itemsByProduct(buildCheckoutSessionRequest(lines, record).products);
  for (const [id, sent] of itemsByProduct(items)) {
    const due = unitsOf(expected.get(id) ?? []);
    const paid = unitsOf(sent);
    if (due.length !== paid.length || due.some((price, index) => price !== paid[index])) {
      throw new CartConflict(
        'pricesChanged',
        `The price of ${context.products.get(id)?.title ?? `product ${id}`} is not the catalog's.`,
      );
    }
  }

  const totals = orderTotals(lines, record);
  const charged = items.reduce((sum, item) => sum + toFils(item.price) * item.quantity, 0);
  const delivery = items
    .filter((item) => item.product_id === undefined)
    .reduce((sum, item) => sum + toFils(item.price) * item.quantity, 0);
  checkTotals(fromFils(charged), fromFils(delivery), totals);
  return { totals, lines, code: record?.code ?? null };
}

const isWholeNumber = (value: unknown, least: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= least;

/** `(id, quantity)` of each order line; a line without them cannot be matched to anything. */
function orderWanted(products: unknown): (Wanted & { price: unknown })[] {
  const lines = Array.isArray(products) ? products : [];
  const wanted = lines.flatMap((line) =>
    isRecord(line) && isWholeNumber(line.id, 1) && isWholeNumber(line.quantity, 1)
      ? [{ id: line.id, quantity: line.quantity, price: line.price }]
      : [],
  );
  if (wanted.length === 0 || wanted.length !== lines.length) {
    throw new CartConflict(
      'linesDisagree',
      'products must be the cart lines, each with its product id and quantity.',
    );
  }
  return wanted;
}

/**
 * Checks an order reference body (`create_order_ref`) against the catalog: its line prices,
 * `card_amount` and `delivery_cost` must be what the catalog and its `code` give.
 */
export function priceOrder(body: Record<string, unknown>, context: PricingContext): PricedSession {
  const wanted = orderWanted(body.products);
  const record = prizeRecordOf(body.code, context);
  const lines = catalogLines(wanted, context);
  for (const line of wanted) {
    const product = context.products.get(line.id);
    if (!product || !sameAmount(line.price, toFils(product.price))) {
      throw new CartConflict(
        'pricesChanged',
        `${product?.title ?? `Product ${line.id}`} now costs AED ${product?.price.toFixed(2) ?? '?'}.`,
      );
    }
  }
  const totals = orderTotals(lines, record);
  checkTotals(body.card_amount, body.delivery_cost, totals);
  return { totals, lines, code: record?.code ?? null };
}

/** What a paid session charged: its amount in AED and its items. */
export interface PaidSession {
  amountTotal: number;
  products: readonly CheckoutSessionItem[];
}

/**
 * Checks a final order (`create_order`) against its paid session. The shopper has paid, so
 * the catalog no longer matters: the order must claim what was paid, for the same lines.
 */
export function checkPaidOrder(body: Record<string, unknown>, session: PaidSession): void {
  if (!sameAmount(body.card_amount, toFils(session.amountTotal))) {
    throw new CartConflict(
      'amountNotPaid',
      `The checkout session was paid AED ${session.amountTotal.toFixed(2)}, not the order's amount.`,
    );
  }
  const ordered = mergeWanted(orderWanted(body.products));
  const paid = mergeWanted(
    session.products.flatMap((item) =>
      item.product_id === undefined ? [] : [{ id: item.product_id, quantity: item.quantity }],
    ),
  );
  const key = (lines: readonly Wanted[]) =>
    lines
      .map(({ id, quantity }) => `${id}x${quantity}`)
      .sort()
      .join(',');
  if (key(ordered) !== key(paid)) {
    throw new CartConflict('linesDisagree', 'The order lines are not the ones the session paid.');
  }
}
