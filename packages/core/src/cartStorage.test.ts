import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from './cart';
import type { CartChange } from './cartReconcile';
import { sanitizeCartChanges, sanitizeCartLines } from './cartStorage';

const line = {
  id: 90,
  title: 'Dark Chocolate Khalas Dates',
  desc: 'Dates',
  weight: '100 g',
  price: 12.5,
  oldprice: 15,
  outofstock: false,
  img: '/uploads/product-90-top.svg',
  quantity: 2,
  max_order_qut: 10,
  flash_sale: false,
  flash_sale_product_pcs: null,
};

/** A stored cart a hostile page or a hand edit could leave: every n-th entry is a valid line. */
function hostileCart(size: number): unknown[] {
  const junk: unknown[] = [
    null,
    'line',
    42,
    [],
    { ...line, id: '90' },
    { ...line, id: 1e300 },
    { ...line, id: -3 },
    { ...line, id: Number.MAX_SAFE_INTEGER + 2 },
    { ...line, quantity: Number.POSITIVE_INFINITY },
    { ...line, quantity: 2 ** 60 },
    { ...line, price: Number.NaN },
    { ...line, price: Number.NEGATIVE_INFINITY },
    { ...line, title: { toString: () => 'x' } },
    { ...line, id: 90 }, // a duplicate of the first valid line
  ];
  return Array.from({ length: size }, (_, index) =>
    index % 7 === 3 ? { ...line, id: 1_000 + index, quantity: 1 } : junk[index % junk.length],
  );
}

describe('sanitizeCartLines', () => {
  it('keeps well-formed lines as they are', () => {
    expect(sanitizeCartLines([line])).toEqual([line]);
  });

  it.each([null, undefined, 'lines', 42, { lines: [] }, { length: 3, 0: line }])(
    'turns %p into an empty cart',
    (value) => {
      expect(sanitizeCartLines(value)).toEqual([]);
    },
  );

  it('drops lines without a valid id, title, price or quantity', () => {
    const broken = [
      { ...line, id: 'x' },
      { ...line, id: 91, title: '' },
      { ...line, id: 92, price: -1 },
      { ...line, id: 93, price: Number.NaN },
      { ...line, id: 94, quantity: 0 },
      { ...line, id: 95, quantity: 1.5 },
      'not a line',
    ];
    expect(sanitizeCartLines(broken)).toEqual([]);
  });

  it.each([
    ['an id past the safe integers', { id: Number.MAX_SAFE_INTEGER + 1 }],
    ['a huge id', { id: 1e300 }],
    ['a negative id', { id: -90 }],
    ['a zero id', { id: 0 }],
    ['an infinite id', { id: Number.POSITIVE_INFINITY }],
    ['a NaN id', { id: Number.NaN }],
    ['an id as text', { id: '90' }],
    ['an id as a big integer', { id: 90n }],
    ['a quantity past the safe integers', { quantity: 2 ** 53 }],
    ['an infinite quantity', { quantity: Number.POSITIVE_INFINITY }],
    ['a negative quantity', { quantity: -1 }],
    ['a NaN quantity', { quantity: Number.NaN }],
    ['a quantity as text', { quantity: '2' }],
    ['an infinite price', { price: Number.POSITIVE_INFINITY }],
    ['a negative infinite price', { price: Number.NEGATIVE_INFINITY }],
    ['a price as text', { price: '12.5' }],
    ['a missing price', { price: undefined }],
    ['a title that is not text', { title: 42 }],
  ])('drops a line with %s', (_, broken) => {
    expect(sanitizeCartLines([{ ...line, ...broken }])).toEqual([]);
  });

  it('keeps the largest safe integer as an id', () => {
    const [kept] = sanitizeCartLines([{ ...line, id: Number.MAX_SAFE_INTEGER }]);
    expect(kept?.id).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('brings a quantity above the cap down to the cap (default cap 2)', () => {
    const [capped] = sanitizeCartLines([{ ...line, quantity: 40, max_order_qut: undefined }]);
    expect(capped).toMatchObject({ quantity: 2, max_order_qut: null });
  });

  it.each([
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['past the safe integers', 2 ** 60],
    ['negative', -10],
    ['fractional', 2.5],
    ['text', '10'],
  ])('reads a %s cap as none, so the default cap of 2 holds', (_, cap) => {
    const [capped] = sanitizeCartLines([{ ...line, quantity: 9, max_order_qut: cap }]);
    expect(capped).toMatchObject({ quantity: 2, max_order_qut: null });
  });

  it.each([
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['negative', -5],
    ['text', '15'],
  ])('reads a %s old price as none', (_, oldprice) => {
    expect(sanitizeCartLines([{ ...line, oldprice }])[0]?.oldprice).toBeNull();
  });

  it('marks a line sold out only for a stored true', () => {
    const lines = sanitizeCartLines([
      { ...line, id: 1, outofstock: true },
      { ...line, id: 2, outofstock: 'true' },
      { ...line, id: 3, outofstock: 1 },
      { ...line, id: 4, outofstock: undefined },
    ]);
    expect(lines.map((kept) => kept.outofstock)).toEqual([true, false, false, false]);
  });

  it('keeps the first of two lines with the same id', () => {
    expect(sanitizeCartLines([line, { ...line, quantity: 5 }])).toEqual([line]);
  });

  it('lets a later line take an id whose first line was malformed', () => {
    const kept = sanitizeCartLines([
      { ...line, price: 'x' },
      { ...line, quantity: 1 },
    ]);
    expect(kept).toEqual([{ ...line, quantity: 1 }]);
  });

  it('fills optional fields with safe values', () => {
    const [minimal] = sanitizeCartLines([{ id: 7, title: 'Gift box', price: 80, quantity: 1 }]);
    expect(minimal).toEqual({
      id: 7,
      title: 'Gift box',
      desc: '',
      weight: '',
      price: 80,
      oldprice: null,
      outofstock: false,
      img: null,
      quantity: 1,
      max_order_qut: null,
      flash_sale: false,
      flash_sale_product_pcs: null,
    });
  });

  it('keeps only the first MAX_CART_LINES valid lines, in stored order', () => {
    // Arrange
    const stored = Array.from({ length: MAX_CART_LINES + 10 }, (_, index) => ({
      ...line,
      id: index + 1,
    }));

    // Act
    const lines = sanitizeCartLines(stored);

    // Assert
    expect(lines.map((kept) => kept.id)).toEqual(
      Array.from({ length: MAX_CART_LINES }, (_, index) => index + 1),
    );
  });

  it('does not count dropped or repeated entries towards the limit', () => {
    // Arrange: 49 valid lines, then junk and repeats, then the 50th and 51st.
    const stored = [
      ...Array.from({ length: MAX_CART_LINES - 1 }, (_, index) => ({ ...line, id: index + 1 })),
      ...Array.from({ length: 30 }, () => ({ ...line, id: 1 })),
      ...Array.from({ length: 30 }, () => ({ ...line, id: 'bad' })),
      { ...line, id: 500 },
      { ...line, id: 501 },
    ];

    // Act
    const lines = sanitizeCartLines(stored);

    // Assert
    expect(lines).toHaveLength(MAX_CART_LINES);
    expect(lines.at(-1)?.id).toBe(500);
  });

  it('cleans a hostile cart of 100,000 entries to its first 50 valid, distinct lines', () => {
    // Arrange: the valid entries are every 7th (ids 1003, 1010, ...) and the copies of id 90
    // at every 14th from index 13, which count once, where the first copy stands.
    const stored = hostileCart(100_000);
    const expected: number[] = [];
    for (let index = 0; expected.length < MAX_CART_LINES; index += 1) {
      if (index % 7 === 3) expected.push(1_000 + index);
      else if (index % 14 === 13 && !expected.includes(90)) expected.push(90);
    }

    // Act
    const lines = sanitizeCartLines(stored);

    // Assert
    expect(lines.map((kept) => kept.id)).toEqual(expected);
    expect(lines.slice(0, 3).map((kept) => kept.id)).toEqual([1003, 1010, 90]);
    for (const kept of lines) {
      expect(Number.isSafeInteger(kept.quantity) && kept.quantity >= 1).toBe(true);
      expect(kept.quantity).toBeLessThanOrEqual(kept.max_order_qut ?? 2);
      expect(Number.isFinite(kept.price)).toBe(true);
    }
  });
});

describe('sanitizeCartChanges', () => {
  const changes: CartChange[] = [
    { kind: 'priceChanged', id: 1, title: 'Date Truffle', from: 30, to: 27.5 },
    { kind: 'removed', id: 2, title: 'Saffron Bites' },
    { kind: 'soldOut', id: 3, title: 'Khalas Dates' },
    { kind: 'backInStock', id: 4, title: 'Gift Box' },
    { kind: 'quantityLowered', id: 5, title: 'Truffle Box', cap: 2, from: 4 },
  ];

  it('keeps well-formed notices of every kind as they are', () => {
    expect(sanitizeCartChanges(changes)).toEqual(changes);
  });

  it.each([null, undefined, 'notices', 7, { 0: changes[0] }])(
    'turns %p into no notices',
    (value) => {
      expect(sanitizeCartChanges(value)).toEqual([]);
    },
  );

  it.each([
    ['an unknown kind', { kind: 'discounted', id: 1, title: 'A' }],
    ['an inherited kind name', { kind: 'toString', id: 1, title: 'A' }],
    ['no kind', { id: 1, title: 'A' }],
    ['an id past the safe integers', { kind: 'removed', id: 2 ** 53, title: 'A' }],
    ['an id as text', { kind: 'removed', id: '1', title: 'A' }],
    ['an empty title', { kind: 'soldOut', id: 1, title: '' }],
    ['a title that is not text', { kind: 'soldOut', id: 1, title: ['A'] }],
    ['a NaN price', { kind: 'priceChanged', id: 1, title: 'A', from: Number.NaN, to: 1 }],
    ['an infinite price', { kind: 'priceChanged', id: 1, title: 'A', from: 1, to: Infinity }],
    ['a negative price', { kind: 'priceChanged', id: 1, title: 'A', from: -1, to: 1 }],
    ['a missing price', { kind: 'priceChanged', id: 1, title: 'A', from: 1 }],
    ['a fractional cap', { kind: 'quantityLowered', id: 1, title: 'A', cap: 1.5, from: 3 }],
    ['a huge quantity', { kind: 'quantityLowered', id: 1, title: 'A', cap: 2, from: 1e300 }],
    ['a missing cap', { kind: 'quantityLowered', id: 1, title: 'A', from: 3 }],
    ['a null', null],
    ['a text', 'removed'],
  ])('drops a notice with %s', (_, broken) => {
    expect(sanitizeCartChanges([broken])).toEqual([]);
  });

  it('keeps only the fields of its kind', () => {
    const [kept] = sanitizeCartChanges([
      { kind: 'removed', id: 2, title: 'Saffron Bites', from: 1, html: '<b>x</b>' },
    ]);
    expect(kept).toEqual({ kind: 'removed', id: 2, title: 'Saffron Bites' });
  });

  it('keeps no more than one notice of each kind per possible line', () => {
    // Arrange: 50 lines x 5 kinds = 250 notices at most.
    const stored = Array.from({ length: 100_000 }, (_, index) => ({
      kind: 'removed',
      id: index + 1,
      title: 'Gone',
    }));

    // Act
    const kept = sanitizeCartChanges(stored);

    // Assert
    expect(kept).toHaveLength(250);
    expect(kept.at(-1)?.id).toBe(250);
  });

  it('keeps the first of repeated notices of the same kind and line', () => {
    const gone = { kind: 'removed', id: 7, title: 'Gone' };
    const soldOut = { kind: 'soldOut', id: 7, title: 'Gone' };
    expect(sanitizeCartChanges([gone, { ...gone, title: 'Again' }, soldOut, gone])).toEqual([
      gone,
      soldOut,
    ]);
  });
});
