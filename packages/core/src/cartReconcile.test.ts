import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productToCartLine, quantityCap } from './cart';
import { mergeCartChanges, reconcileCart, type CartChange } from './cartReconcile';
import { aLine, aProduct } from './testing/fixtures';

describe('reconcileCart', () => {
  it('leaves a cart the catalog agrees with unchanged and reports nothing', () => {
    // Arrange
    const products = [aProduct({ id: 1 }), aProduct({ id: 2, price: 12.5, title: 'Saffron' })];
    const lines = [productToCartLine(products[1]!, 2), productToCartLine(products[0]!, 1)];

    // Act
    const result = reconcileCart(lines, products);

    // Assert
    expect(result).toEqual({ lines, changes: [] });
  });

  it('takes every drawn value from the catalog, keeping only the quantity', () => {
    // Arrange
    const line = aLine({
      id: 7,
      title: 'Old title',
      desc: 'Old text',
      weight: '100 g',
      price: 30,
      oldprice: null,
      img: '/uploads/old.svg',
      quantity: 2,
      max_order_qut: 5,
      flash_sale: false,
      flash_sale_product_pcs: null,
    });
    const product = aProduct({
      id: 7,
      title: 'Date Truffle Box',
      desc: 'Twelve truffles.',
      weight: '500 g',
      price: 30,
      oldprice: 45,
      imgPath: '/uploads/box.svg',
      img: '/demo-media/uploads/box.svg',
      max_order_qut: 4,
      flash_sale: true,
      flash_sale_product_pcs: 3,
    });

    // Act
    const result = reconcileCart([line], [product]);

    // Assert: a new title, picture or weight is no notice; the price did not change.
    expect(result.lines).toEqual([
      {
        id: 7,
        title: 'Date Truffle Box',
        desc: 'Twelve truffles.',
        weight: '500 g',
        price: 30,
        oldprice: 45,
        outofstock: false,
        img: '/uploads/box.svg',
        quantity: 2,
        max_order_qut: 4,
        flash_sale: true,
        flash_sale_product_pcs: 3,
      },
    ]);
    expect(result.changes).toEqual([]);
  });

  it('keeps the English words of a line when the catalog was read in another language', () => {
    // Arrange: the products as read in Arabic
    const english = { title: 'Date Truffle', desc: 'Twelve truffles.', weight: '500 g' };
    const product = aProduct({
      id: 3,
      title: 'ترافل التمر',
      desc: 'اثنتا عشرة قطعة.',
      weight: '٥٠٠ غ',
      locale: 'ar',
      english,
      price: 27.5,
    });

    // Act
    const result = reconcileCart([aLine({ id: 3, ...english, price: 30 })], [product]);

    // Assert: the line and the notice name the product in English; the screen translates them
    expect(result.lines).toEqual([expect.objectContaining({ id: 3, ...english, price: 27.5 })]);
    expect(result.changes).toEqual([
      { kind: 'priceChanged', id: 3, title: 'Date Truffle', from: 30, to: 27.5 },
    ]);
  });

  it('reports nothing for a cart filled in English and checked in Arabic', () => {
    const products = [aProduct({ id: 1 }), aProduct({ id: 2, title: 'Saffron' })];
    const lines = products.map((product) => productToCartLine(product));
    const inArabic = products.map((product) => ({ ...product, title: 'عربي', locale: 'ar' }));
    expect(reconcileCart(lines, inArabic)).toEqual({ lines, changes: [] });
  });

  it('reports a changed price with the new title, from the old price to the new', () => {
    // Act
    const result = reconcileCart(
      [aLine({ id: 3, title: 'Old', price: 30 })],
      [aProduct({ id: 3, title: 'New', price: 27.5 })],
    );

    // Assert
    expect(result.lines[0]?.price).toBe(27.5);
    expect(result.changes).toEqual([
      { kind: 'priceChanged', id: 3, title: 'New', from: 30, to: 27.5 },
    ]);
  });

  it('removes a line whose product the catalog no longer has, named by its old title', () => {
    // Act
    const result = reconcileCart(
      [aLine({ id: 1 }), aLine({ id: 2, title: 'Gone Dates' }), aLine({ id: 3 })],
      [aProduct({ id: 1 }), aProduct({ id: 3 })],
    );

    // Assert
    expect(result.lines.map((line) => line.id)).toEqual([1, 3]);
    expect(result.changes).toEqual([{ kind: 'removed', id: 2, title: 'Gone Dates' }]);
  });

  it('keeps a line sold out since it was added, marked, and reports it', () => {
    // Act
    const result = reconcileCart(
      [aLine({ id: 4, quantity: 2 })],
      [aProduct({ id: 4, outofstock: true })],
    );

    // Assert
    expect(result.lines).toEqual([
      expect.objectContaining({ id: 4, outofstock: true, quantity: 2 }),
    ]);
    expect(result.changes).toEqual([{ kind: 'soldOut', id: 4, title: 'Date Truffle' }]);
  });

  it('reports a line back in stock', () => {
    // Act
    const result = reconcileCart(
      [aLine({ id: 4, outofstock: true })],
      [aProduct({ id: 4, outofstock: false })],
    );

    // Assert
    expect(result.lines[0]?.outofstock).toBe(false);
    expect(result.changes).toEqual([{ kind: 'backInStock', id: 4, title: 'Date Truffle' }]);
  });

  it('says nothing again about a line that was already sold out', () => {
    const result = reconcileCart(
      [aLine({ id: 4, outofstock: true })],
      [aProduct({ id: 4, outofstock: true })],
    );
    expect(result.changes).toEqual([]);
  });

  it('lowers a quantity above a lowered cap to the cap', () => {
    // Act
    const result = reconcileCart(
      [aLine({ id: 5, quantity: 4, max_order_qut: 5 })],
      [aProduct({ id: 5, max_order_qut: 3 })],
    );

    // Assert
    expect(result.lines[0]).toMatchObject({ quantity: 3, max_order_qut: 3 });
    expect(result.changes).toEqual([
      { kind: 'quantityLowered', id: 5, title: 'Date Truffle', cap: 3, from: 4 },
    ]);
  });

  it('lowers to the default cap of 2 when the catalog drops the cap', () => {
    const result = reconcileCart(
      [aLine({ id: 5, quantity: 5, max_order_qut: 5 })],
      [aProduct({ id: 5, max_order_qut: null })],
    );
    expect(result.lines[0]?.quantity).toBe(2);
    expect(result.changes).toEqual([expect.objectContaining({ cap: 2, from: 5 })]);
  });

  it('keeps a quantity at the cap as it is', () => {
    const result = reconcileCart(
      [aLine({ id: 5, quantity: 3 })],
      [aProduct({ id: 5, max_order_qut: 3 })],
    );
    expect(result.lines[0]?.quantity).toBe(3);
    expect(result.changes).toEqual([]);
  });

  it('reports every change of one line, price first', () => {
    // Act
    const result = reconcileCart(
      [aLine({ id: 6, price: 30, quantity: 5, max_order_qut: 5 })],
      [aProduct({ id: 6, price: 35, outofstock: true, max_order_qut: 2 })],
    );

    // Assert
    expect(result.changes.map((change) => change.kind)).toEqual([
      'priceChanged',
      'soldOut',
      'quantityLowered',
    ]);
  });

  it('keeps the cart order, not the order of the catalog answer, for lines and changes', () => {
    // Arrange
    const lines = [
      aLine({ id: 9, price: 1 }),
      aLine({ id: 2, price: 1 }),
      aLine({ id: 5, price: 1 }),
    ];
    const products = [aProduct({ id: 2 }), aProduct({ id: 5 }), aProduct({ id: 9 })];

    // Act
    const result = reconcileCart(lines, products);

    // Assert
    expect(result.lines.map((line) => line.id)).toEqual([9, 2, 5]);
    expect(result.changes.map((change) => change.id)).toEqual([9, 2, 5]);
  });

  it('leaves a line whose id was not asked exactly as it is', () => {
    // Arrange: line 8 was added while the read of 1 was under way.
    const added = aLine({ id: 8, price: 99, title: 'Just added', quantity: 4 });
    const lines = [aLine({ id: 1, price: 30 }), added];

    // Act: the answer even holds a different product 8, which must not be used.
    const result = reconcileCart(
      lines,
      [aProduct({ id: 1, price: 31 }), aProduct({ id: 8, price: 5, max_order_qut: 1 })],
      [1],
    );

    // Assert
    expect(result.lines[1]).toBe(added);
    expect(result.changes).toEqual([expect.objectContaining({ kind: 'priceChanged', id: 1 })]);
  });

  it('does not remove an unasked line that the answer lacks', () => {
    const result = reconcileCart([aLine({ id: 1 }), aLine({ id: 2 })], [aProduct({ id: 1 })], [1]);
    expect(result.lines.map((line) => line.id)).toEqual([1, 2]);
    expect(result.changes).toEqual([]);
  });

  it('accepts the asked ids as any iterable', () => {
    const result = reconcileCart([aLine({ id: 1 })], [], new Set([1]));
    expect(result.changes).toEqual([{ kind: 'removed', id: 1, title: 'Date Truffle' }]);
  });

  it('does not change the lines it was given', () => {
    // Arrange
    const line = aLine({ id: 5, quantity: 4, price: 10 });
    const before = structuredClone(line);

    // Act
    reconcileCart([line], [aProduct({ id: 5, max_order_qut: 2, price: 11 })]);

    // Assert
    expect(line).toEqual(before);
  });

  it('always gives lines within 1 and the cap, drawn from the catalog, in cart order', () => {
    const line = fc.record({
      id: fc.integer({ min: 1, max: 12 }),
      price: fc.integer({ min: 0, max: 9_000 }).map((fils) => fils / 100),
      quantity: fc.integer({ min: 1, max: 9 }),
      max_order_qut: fc.option(fc.integer({ min: 1, max: 9 })),
      outofstock: fc.boolean(),
    });
    const product = fc.record({
      id: fc.integer({ min: 1, max: 12 }),
      price: fc.integer({ min: 0, max: 9_000 }).map((fils) => fils / 100),
      max_order_qut: fc.option(fc.integer({ min: 1, max: 9 })),
      outofstock: fc.boolean(),
      title: fc.string({ minLength: 1 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(line, { selector: (partial) => partial.id, maxLength: 8 }),
        fc.uniqueArray(product, { selector: (partial) => partial.id, maxLength: 12 }),
        (partialLines, partialProducts) => {
          const lines = partialLines.map((partial) => aLine(partial));
          const products = partialProducts.map((partial) => aProduct(partial));
          const { lines: next, changes } = reconcileCart(lines, products);
          const known = new Map(products.map((p) => [p.id, p]));
          expect(next.map((l) => l.id)).toEqual(
            lines.filter((l) => known.has(l.id)).map((l) => l.id),
          );
          for (const fresh of next) {
            const source = known.get(fresh.id)!;
            expect(fresh).toMatchObject({
              title: source.title,
              price: source.price,
              outofstock: source.outofstock,
              max_order_qut: source.max_order_qut,
            });
            expect(fresh.quantity).toBeGreaterThanOrEqual(1);
            expect(fresh.quantity).toBeLessThanOrEqual(quantityCap(fresh));
          }
          const removed = changes.filter((c) => c.kind === 'removed').length;
          expect(removed).toBe(lines.length - next.length);
        },
      ),
    );
  });
});

describe('mergeCartChanges', () => {
  const priceChanged = (id: number, from: number, to: number): CartChange => ({
    kind: 'priceChanged',
    id,
    title: `Product ${id}`,
    from,
    to,
  });

  it('keeps older notices the newer read did not repeat, then adds the newer ones', () => {
    // Arrange
    const older: CartChange[] = [
      priceChanged(1, 30, 28),
      { kind: 'soldOut', id: 2, title: 'Product 2' },
    ];
    const newer: CartChange[] = [{ kind: 'removed', id: 3, title: 'Product 3' }];

    // Act + Assert
    expect(mergeCartChanges(older, newer)).toEqual([...older, ...newer]);
  });

  it('replaces an older notice of the same kind and line with the newer one', () => {
    // Act
    const merged = mergeCartChanges(
      [priceChanged(1, 30, 28), priceChanged(2, 10, 12)],
      [priceChanged(1, 28, 25)],
    );

    // Assert: one notice per line and kind, the newest last, from the price the shopper saw.
    expect(merged).toEqual([priceChanged(2, 10, 12), priceChanged(1, 30, 25)]);
  });

  it('drops a price change that went back to the price the shopper saw', () => {
    expect(mergeCartChanges([priceChanged(1, 30, 28)], [priceChanged(1, 28, 30)])).toEqual([]);
  });

  it('keeps the quantity the shopper had when a cap is lowered twice', () => {
    const lowered = (cap: number, from: number): CartChange => ({
      kind: 'quantityLowered',
      id: 1,
      title: 'Product 1',
      cap,
      from,
    });
    expect(mergeCartChanges([lowered(3, 5)], [lowered(1, 3)])).toEqual([lowered(1, 5)]);
  });

  it('says a line is sold out or back in stock, never both', () => {
    const soldOut: CartChange = { kind: 'soldOut', id: 1, title: 'Product 1' };
    const back: CartChange = { kind: 'backInStock', id: 1, title: 'Product 1' };
    expect(mergeCartChanges([soldOut], [back])).toEqual([back]);
    expect(mergeCartChanges([back], [soldOut])).toEqual([soldOut]);
  });

  it('keeps notices of another kind about the same line', () => {
    const soldOut: CartChange = { kind: 'soldOut', id: 1, title: 'Product 1' };
    expect(mergeCartChanges([soldOut], [priceChanged(1, 30, 28)])).toEqual([
      soldOut,
      priceChanged(1, 30, 28),
    ]);
  });

  it('returns a new list and leaves both inputs as they were', () => {
    const older = [priceChanged(1, 30, 28)];
    const newer = [priceChanged(1, 28, 25)];
    const merged = mergeCartChanges(older, newer);
    expect(merged).not.toBe(older);
    expect(merged).not.toBe(newer);
    expect(older).toEqual([priceChanged(1, 30, 28)]);
    expect(newer).toEqual([priceChanged(1, 28, 25)]);
  });

  it('is empty for no notices', () => {
    expect(mergeCartChanges([], [])).toEqual([]);
  });
});
