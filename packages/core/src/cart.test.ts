import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_CART_LINES,
  addToCart,
  buyableLines,
  productToCartLine,
  quantityCap,
  removeFromCart,
  resetCart,
  setLineQuantity,
  totalPieces,
} from './cart';
import { aLine, aProduct } from './testing/fixtures';
import type { CartLine, Product } from './types';

describe('productToCartLine', () => {
  it('keeps what the cart shows and the image as a media path', () => {
    // Arrange
    const product = aProduct({
      id: 99,
      price: 30,
      oldprice: 37.5,
      max_order_qut: 2,
      flash_sale: true,
    });

    // Act
    const line = productToCartLine(product);

    // Assert
    expect(line).toEqual({
      id: 99,
      title: product.title,
      desc: product.desc,
      weight: '250 g',
      price: 30,
      oldprice: 37.5,
      outofstock: false,
      img: '/uploads/truffle.svg',
      quantity: 1,
      max_order_qut: 2,
      flash_sale: true,
      flash_sale_product_pcs: null,
    });
  });
});

/** The product of `aProduct` as read in Arabic: Arabic words over the English entry. */
const anArabicProduct = (overrides: Partial<Product> = {}) =>
  aProduct({
    title: 'ترافل التمر',
    desc: 'تمر مغطى بالشوكولاتة.',
    weight: '٢٥٠ غ',
    locale: 'ar',
    english: {
      title: 'Date Truffle',
      desc: 'Chocolate-covered dates filled with almond praline.',
      weight: '250 g',
    },
    ...overrides,
  });

describe('productToCartLine on a product read in another language', () => {
  it('keeps the English words, since the cart is the order’s record', () => {
    // Act
    const line = productToCartLine(anArabicProduct({ id: 99 }), 2);

    // Assert
    expect(line).toMatchObject({
      id: 99,
      title: 'Date Truffle',
      desc: 'Chocolate-covered dates filled with almond praline.',
      weight: '250 g',
      quantity: 2,
    });
  });

  it('makes the same line as the English read of the product', () => {
    const english = aProduct({ id: 99 });
    expect(productToCartLine(anArabicProduct({ id: 99 }))).toEqual(productToCartLine(english));
  });

  it('carries no language of its own', () => {
    const line = productToCartLine(anArabicProduct());
    expect(line).not.toHaveProperty('locale');
    expect(line).not.toHaveProperty('english');
  });

  it('adds the English words to the cart', () => {
    const result = addToCart([], anArabicProduct({ id: 7 }));
    expect(result.lines).toEqual([
      expect.objectContaining({ id: 7, title: 'Date Truffle', weight: '250 g' }),
    ]);
  });
});

describe('addToCart', () => {
  it('appends a new line', () => {
    // Act
    const result = addToCart([], aProduct({ id: 7 }), 2);

    // Assert
    expect(result.added).toBe(2);
    expect(result.refusal).toBeUndefined();
    expect(result.lines).toEqual([expect.objectContaining({ id: 7, quantity: 2 })]);
  });

  it('raises the quantity of an existing line', () => {
    // Arrange
    const lines = [aLine({ id: 7, quantity: 1 }), aLine({ id: 8 })];

    // Act
    const result = addToCart(lines, aProduct({ id: 7 }), 2);

    // Assert
    expect(result.lines.map((line) => [line.id, line.quantity])).toEqual([
      [7, 3],
      [8, 1],
    ]);
  });

  it('refuses a product out of stock', () => {
    // Act
    const result = addToCart([], aProduct({ outofstock: true }));

    // Assert
    expect(result).toEqual({ lines: [], added: 0, refusal: { kind: 'outOfStock' } });
  });

  it('refuses a new flash-sale product once the flash-sale lines reach its limit', () => {
    // Arrange
    const lines = [aLine({ id: 100, flash_sale: true }), aLine({ id: 101, flash_sale: true })];
    const product = aProduct({ id: 102, flash_sale: true, flash_sale_product_pcs: 2 });

    // Act
    const result = addToCart(lines, product);

    // Assert
    expect(result.refusal).toEqual({ kind: 'flashSaleLimit', limit: 2 });
    expect(result.lines).toEqual(lines);
  });

  it('accepts a new flash-sale product below its limit', () => {
    // Arrange
    const lines = [aLine({ id: 100, flash_sale: true }), aLine({ id: 5 })];
    const product = aProduct({ id: 102, flash_sale: true, flash_sale_product_pcs: 2 });

    // Act
    const result = addToCart(lines, product);

    // Assert
    expect(result.added).toBe(1);
    expect(result.lines).toHaveLength(3);
  });

  it('lets a flash-sale product already in the cart grow past the line limit', () => {
    // Arrange
    const lines = [aLine({ id: 100, flash_sale: true }), aLine({ id: 101, flash_sale: true })];
    const product = aProduct({ id: 101, flash_sale: true, flash_sale_product_pcs: 2 });

    // Act
    const result = addToCart(lines, product);

    // Assert
    expect(result.refusal).toBeUndefined();
    expect(result.lines[1]?.quantity).toBe(2);
  });

  it('puts no line limit on a flash-sale product without flash_sale_product_pcs', () => {
    // Arrange
    const lines = [aLine({ id: 100, flash_sale: true })];

    // Act
    const result = addToCart(lines, aProduct({ id: 102, flash_sale: true }));

    // Assert
    expect(result.added).toBe(1);
  });

  it('caps the line at max_order_qut and says how many went in', () => {
    // Arrange
    const lines = [aLine({ id: 90, quantity: 8, max_order_qut: 10 })];

    // Act
    const result = addToCart(lines, aProduct({ id: 90, max_order_qut: 10 }), 5);

    // Assert
    expect(result.added).toBe(2);
    expect(result.refusal).toEqual({ kind: 'quantityCapped', cap: 10, added: 2 });
    expect(result.lines[0]?.quantity).toBe(10);
  });

  it('adds nothing to a full line and reports it', () => {
    // Arrange
    const lines = [aLine({ id: 99, quantity: 2, max_order_qut: 2 })];

    // Act
    const result = addToCart(lines, aProduct({ id: 99, max_order_qut: 2 }));

    // Assert
    expect(result).toEqual({
      lines,
      added: 0,
      refusal: { kind: 'quantityCapped', cap: 2, added: 0 },
    });
  });

  it('caps a product without max_order_qut at 2', () => {
    // Act
    const result = addToCart([], aProduct({ id: 103, max_order_qut: null }), 3);

    // Assert
    expect(result.lines[0]?.quantity).toBe(2);
    expect(result.refusal).toEqual({ kind: 'quantityCapped', cap: 2, added: 2 });
  });

  it.each([0, -1, Number.NaN])('ignores an add of %s units', (quantity) => {
    // Arrange
    const lines = [aLine()];

    // Act
    const result = addToCart(lines, aProduct({ id: 2 }), quantity);

    // Assert
    expect(result).toEqual({ lines, added: 0 });
  });

  it('does not change the lines it was given', () => {
    // Arrange
    const lines = Object.freeze([Object.freeze(aLine({ id: 7 }))]);

    // Act
    const result = addToCart(lines, aProduct({ id: 7 }));

    // Assert
    expect(lines[0]?.quantity).toBe(1);
    expect(result.lines[0]?.quantity).toBe(2);
  });
});

describe('addToCart at the line limit', () => {
  const fullCart = (): CartLine[] =>
    Array.from({ length: MAX_CART_LINES }, (_, index) => aLine({ id: index + 1 }));

  it('holds 50 lines', () => {
    expect(MAX_CART_LINES).toBe(50);
  });

  it('takes the 50th line', () => {
    // Arrange
    const lines = fullCart().slice(1);

    // Act
    const result = addToCart(lines, aProduct({ id: 1 }));

    // Assert
    expect(result.refusal).toBeUndefined();
    expect(result.lines).toHaveLength(MAX_CART_LINES);
  });

  it('refuses a 51st line and leaves the cart as it was', () => {
    // Arrange
    const lines = fullCart();

    // Act
    const result = addToCart(lines, aProduct({ id: 999 }), 2);

    // Assert
    expect(result).toEqual({
      lines,
      added: 0,
      refusal: { kind: 'cartFull', limit: MAX_CART_LINES },
    });
    expect(result.lines).not.toBe(lines);
  });

  it('still lets a line already in a full cart grow', () => {
    // Arrange
    const lines = fullCart();

    // Act
    const result = addToCart(lines, aProduct({ id: 50 }), 2);

    // Assert
    expect(result.refusal).toBeUndefined();
    expect(result.added).toBe(2);
    expect(result.lines).toHaveLength(MAX_CART_LINES);
    expect(result.lines.at(-1)).toMatchObject({ id: 50, quantity: 3 });
  });
});

describe('buyableLines', () => {
  it('leaves out the lines sold out since they were added, in cart order', () => {
    // Arrange
    const lines = [
      aLine({ id: 1 }),
      aLine({ id: 2, outofstock: true }),
      aLine({ id: 3 }),
      aLine({ id: 4, outofstock: true }),
    ];

    // Act
    const buyable = buyableLines(lines);

    // Assert
    expect(buyable.map((line) => line.id)).toEqual([1, 3]);
    expect(buyable[0]).toBe(lines[0]);
    expect(lines).toHaveLength(4);
  });

  it('is empty when every line is sold out', () => {
    expect(buyableLines([aLine({ outofstock: true })])).toEqual([]);
  });
});

describe('quantityCap', () => {
  it.each([
    [10, 10],
    [null, 2],
    [0, 2],
    [-3, 2],
    [2.5, 2],
  ])('is %s -> %s', (max, cap) => {
    expect(quantityCap({ max_order_qut: max })).toBe(cap);
  });
});

describe('line operations', () => {
  it('removes a line by id', () => {
    expect(removeFromCart([aLine({ id: 1 }), aLine({ id: 2 })], 1).map((l) => l.id)).toEqual([2]);
  });

  it('resets to an empty cart', () => {
    expect(resetCart()).toEqual([]);
  });

  it.each([
    [3, 3],
    [0, 1],
    [-4, 1],
    [99, 5],
    [2.7, 2],
  ])('sets quantity %s as %s within 1 and the cap', (quantity, expected) => {
    // Arrange
    const lines = [aLine({ id: 1, quantity: 2, max_order_qut: 5 }), aLine({ id: 2 })];

    // Act
    const result = setLineQuantity(lines, 1, quantity);

    // Assert
    expect(result.map((line) => line.quantity)).toEqual([expected, 1]);
  });

  it('ignores a quantity that is not a number', () => {
    const lines = [aLine({ quantity: 2 })];
    expect(setLineQuantity(lines, 1, Number.NaN)).toEqual(lines);
  });

  it('counts pieces over all lines', () => {
    // Arrange
    const lines = [aLine({ id: 1, quantity: 3 }), aLine({ id: 2, quantity: 2 })];

    // Act + Assert
    expect(totalPieces(lines)).toBe(5);
  });
});

// A small catalogue so that the same id always means the same product.
const catalogue: Product[] = Array.from({ length: 8 }, (_, index) =>
  aProduct({
    id: index + 1,
    price: 5 + index,
    max_order_qut: index % 3 === 0 ? null : index + 1,
    flash_sale: index >= 5,
    flash_sale_product_pcs: index >= 5 ? 2 : null,
    outofstock: index === 4,
  }),
);
const aCatalogueProduct = fc.constantFrom(...catalogue);
const someLines = fc
  .array(fc.tuple(aCatalogueProduct, fc.integer({ min: 1, max: 4 })), { maxLength: 6 })
  .map((adds) =>
    adds.reduce<CartLine[]>(
      (lines, [product, quantity]) => addToCart(lines, product, quantity).lines,
      [],
    ),
  );
const byId = (lines: readonly CartLine[]) => [...lines].sort((a, b) => a.id - b.id);

describe('cart properties', () => {
  it('adding a product not in the cart then removing it leaves the cart unchanged', () => {
    fc.assert(
      fc.property(
        someLines,
        aCatalogueProduct,
        fc.integer({ min: 1, max: 5 }),
        (lines, product, quantity) => {
          fc.pre(!lines.some((line) => line.id === product.id));
          const added = addToCart(lines, product, quantity).lines;
          expect(removeFromCart(added, product.id)).toEqual(lines);
        },
      ),
    );
  });

  it('adding a then b gives the same lines as b then a, unless both are flash sales', () => {
    fc.assert(
      fc.property(
        someLines,
        aCatalogueProduct,
        aCatalogueProduct,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        (lines, a, b, qa, qb) => {
          // Two flash-sale products compete for the same line limit, so order matters there.
          fc.pre(!(a.flash_sale && b.flash_sale));
          const ab = addToCart(addToCart(lines, a, qa).lines, b, qb).lines;
          const ba = addToCart(addToCart(lines, b, qb).lines, a, qa).lines;
          expect(byId(ab)).toEqual(byId(ba));
        },
      ),
    );
  });

  it('keeps every quantity within 1 and the cap after any operations', () => {
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        product: aCatalogueProduct,
        quantity: fc.integer({ min: -2, max: 12 }),
      }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 8 }) }),
      fc.record({
        kind: fc.constant('set' as const),
        id: fc.integer({ min: 1, max: 8 }),
        quantity: fc.integer({ min: -5, max: 20 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), (operations) => {
        let lines: CartLine[] = [];
        for (const op of operations) {
          if (op.kind === 'add') {
            lines = addToCart(lines, op.product, op.quantity).lines;
          } else if (op.kind === 'remove') {
            lines = removeFromCart(lines, op.id);
          } else {
            lines = setLineQuantity(lines, op.id, op.quantity);
          }
          for (const line of lines) {
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(quantityCap(line));
          }
        }
        expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);
      }),
    );
  });

  it('never holds more than MAX_CART_LINES lines, however many products are added', () => {
    const product = fc
      .integer({ min: 1, max: 200 })
      .map((id) => aProduct({ id, max_order_qut: 9 }));
    fc.assert(
      fc.property(fc.array(product, { minLength: 40, maxLength: 120 }), (products) => {
        let lines: CartLine[] = [];
        for (const next of products) {
          const before = lines.length;
          const result = addToCart(lines, next);
          lines = result.lines;
          if (result.refusal?.kind === 'cartFull') expect(before).toBe(MAX_CART_LINES);
        }
        expect(lines.length).toBeLessThanOrEqual(MAX_CART_LINES);
      }),
    );
  });
});
