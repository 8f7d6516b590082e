import { describe, expect, it } from 'vitest';
import { buildCheckoutSessionRequest, DELIVERY_ITEM_TITLE } from '../order';
import { fromFils } from '../money';
import { orderTotals } from '../pricing';
import { productToCartLine } from '../cart';
import { aPrize, aProduct } from '../testing/fixtures';
import type { CheckoutSessionItem } from '../types';
import { CartConflict, cartConflictReasons } from './cartConflict';
import {
  catalogProducts,
  checkPaidOrder,
  normaliseCode,
  priceCheckoutSession,
  priceOrder,
  prizeRecordOf,
  type PricingContext,
} from './shopPricing';

const truffle = aProduct({ id: 1, title: 'Date Truffle', price: 30, max_order_qut: 5 });
const soldOut = aProduct({ id: 2, title: 'Saffron Bar', price: 18, outofstock: true });
const bites = aProduct({ id: 3, title: 'Cocoa Bites', price: 12.5, max_order_qut: null });
const prize = aPrize();

const context: PricingContext = {
  products: new Map([truffle, soldOut, bites].map((product) => [product.id, product])),
  unspentCode: (code) => (code === prize.code ? prize : undefined),
};

/** What the site sends for these catalog lines and code: the request to accept. */
function sessionFor(wanted: [number, number][], code: string | null = null) {
  const lines = wanted.map(([id, quantity]) =>
    productToCartLine(context.products.get(id) ?? truffle, quantity),
  );
  const record = code === null ? null : prize;
  return {
    items: buildCheckoutSessionRequest(lines, record).products,
    totals: orderTotals(lines, record),
  };
}

/** The reason a check refuses with, or 'accepted'. */
function reasonOf(check: () => unknown): string {
  try {
    check();
    return 'accepted';
  } catch (error) {
    if (error instanceof CartConflict) return error.reason;
    throw error;
  }
}

const orderBody = (extra: Record<string, unknown> = {}) => ({
  products: [{ id: 1, price: 30, quantity: 2 }],
  card_amount: 70,
  delivery_cost: 10,
  ...extra,
});

describe('CartConflict', () => {
  it('answers the 409 body a shop API sends', () => {
    expect(new CartConflict('soldOut', 'Gone').toBody()).toEqual({
      error: 'cart_conflict',
      reason: 'soldOut',
      message: 'Gone',
    });
    expect(cartConflictReasons).toContain('amountNotPaid');
  });
});

describe('catalogProducts', () => {
  it('reads flat database rows and v4 entities by their id, prices from strings included', () => {
    const products = catalogProducts([
      { id: 7, title: 'Medjool', price: '45.50' },
      { id: 8, attributes: { title: 'Khalas', price: 20 } },
    ]);
    expect(products.get(7)?.price).toBe(45.5);
    expect(products.get(8)?.title).toBe('Khalas');
    expect(products.has(9)).toBe(false);
  });
});

describe('prizeRecordOf', () => {
  it('prices without a discount when no code is sent', () => {
    for (const code of [undefined, null, '', '  ']) expect(prizeRecordOf(code, context)).toBeNull();
  });

  it('finds a code typed in any case, with spaces around it', () => {
    expect(normaliseCode(' win50off01 ')).toBe('WIN50OFF01');
    expect(prizeRecordOf(' win50off01 ', context)).toEqual(prize);
  });

  it.each([['NOSUCHCODE'], [42], [{ code: 'WIN50OFF01' }]])('refuses %j', (code) => {
    expect(reasonOf(() => prizeRecordOf(code, context))).toBe('codeNotValid');
  });
});

describe('priceCheckoutSession', () => {
  it('accepts what the site builds from the catalog, with and without a code', () => {
    const plain = sessionFor([[1, 2]]);
    expect(priceCheckoutSession(plain.items, null, context)).toMatchObject({
      totals: plain.totals,
      code: null,
    });
    const discounted = sessionFor(
      [
        [1, 3],
        [3, 2],
      ],
      prize.code,
    );
    expect(priceCheckoutSession(discounted.items, 'win50off01', context).code).toBe(prize.code);
  });

  it('refuses items without product ids, as an older client sends them', () => {
    const { items } = sessionFor([[1, 1]]);
    const unnamed = items.map(({ product_id: _, ...item }) => item);
    expect(reasonOf(() => priceCheckoutSession(unnamed, null, context))).toBe('linesDisagree');
  });

  it('refuses a product the catalog does not sell, a sold-out one, and too many units', () => {
    const item = (product_id: number, quantity: number): CheckoutSessionItem => ({
      title: 'x',
      name: 'x',
      price: 30,
      quantity,
      brand: 'Rimal',
      product_id,
    });
    expect(reasonOf(() => priceCheckoutSession([item(99, 1)], null, context))).toBe('removed');
    expect(reasonOf(() => priceCheckoutSession([item(2, 1)], null, context))).toBe('soldOut');
    // Two items of one product count together against its cap of 2 (max_order_qut unset).
    const capped = [item(3, 2), item(3, 1)];
    expect(reasonOf(() => priceCheckoutSession(capped, null, context))).toBe('quantityAboveCap');
  });

  it('refuses a unit price that is not the catalog’s', () => {
    const { items } = sessionFor([[1, 2]]);
    const cheaper = items.map((item) =>
      item.product_id === 1 ? { ...item, price: item.price - 1 } : item,
    );
    expect(reasonOf(() => priceCheckoutSession(cheaper, null, context))).toBe('pricesChanged');
  });

  it('refuses a session that skips the delivery charge', () => {
    const { items } = sessionFor([[1, 1]]);
    const free = items.filter((item) => item.title !== DELIVERY_ITEM_TITLE);
    expect(reasonOf(() => priceCheckoutSession(free, null, context))).toBe('totalsDisagree');
  });
});

describe('priceOrder', () => {
  it('answers the totals of an order reference priced as the catalog prices it', () => {
    const priced = priceOrder(orderBody(), context);
    expect(fromFils(priced.totals.total)).toBe(70);
    expect(priced.lines.map(({ id, quantity }) => [id, quantity])).toEqual([[1, 2]]);
  });

  it.each([
    ['lines without ids', { products: [{ price: 30, quantity: 2 }] }, 'linesDisagree'],
    ['no lines', { products: 'two truffles' }, 'linesDisagree'],
    ['a cheaper line', { products: [{ id: 1, price: 3, quantity: 2 }] }, 'pricesChanged'],
    ['a smaller total', { card_amount: 60 }, 'totalsDisagree'],
    ['no delivery charge', { delivery_cost: 0 }, 'totalsDisagree'],
    ['a total as text', { card_amount: '70' }, 'totalsDisagree'],
    ['a spent code', { code: 'WINGOLD001' }, 'codeNotValid'],
  ])('refuses %s', (_, extra, reason) => {
    expect(reasonOf(() => priceOrder(orderBody(extra), context))).toBe(reason);
  });
});

describe('checkPaidOrder', () => {
  const { items } = sessionFor([[1, 2]]);
  const paid = { amountTotal: 70, products: items };

  it('accepts the order for what the session paid', () => {
    expect(reasonOf(() => checkPaidOrder(orderBody(), paid))).toBe('accepted');
  });

  it('refuses another amount or other lines', () => {
    expect(reasonOf(() => checkPaidOrder(orderBody({ card_amount: 40 }), paid))).toBe(
      'amountNotPaid',
    );
    const more = orderBody({ products: [{ id: 1, price: 30, quantity: 3 }] });
    expect(reasonOf(() => checkPaidOrder(more, paid))).toBe('linesDisagree');
  });
});
