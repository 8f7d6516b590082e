import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productDiscount } from './discount';
import { aProduct } from './testing/fixtures';

describe('productDiscount', () => {
  it('shows the product’s own discoamount and old price (demo product 99)', () => {
    // Arrange
    const product = aProduct({ price: 30, oldprice: 37.5, discount: true, discoamount: 20 });

    // Act
    const discount = productDiscount(product);

    // Assert
    expect(discount).toEqual({ percent: 20, oldPrice: 37.5 });
  });

  it('is null when the discount flag is off, whatever the other fields say', () => {
    expect(
      productDiscount(aProduct({ price: 30, oldprice: 37.5, discount: false, discoamount: 20 })),
    ).toBeNull();
  });

  it('prefers discoamount over the prices, even when they disagree', () => {
    expect(
      productDiscount(aProduct({ price: 30, oldprice: 60, discount: true, discoamount: 20 })),
    ).toEqual({ percent: 20, oldPrice: 60 });
  });

  it('computes the percentage from the prices when discoamount is missing', () => {
    expect(productDiscount(aProduct({ price: 51, oldprice: 60, discount: true }))).toEqual({
      percent: 15,
      oldPrice: 60,
    });
  });

  it('rounds a computed percentage to a whole number, counting in fils', () => {
    // 0.1 + 0.2 off 0.9: 33.33…% shows as 33.
    expect(productDiscount(aProduct({ price: 0.6, oldprice: 0.9, discount: true }))).toEqual({
      percent: 33,
      oldPrice: 0.9,
    });
  });

  it('rounds a fractional discoamount and caps it at 100', () => {
    expect(productDiscount(aProduct({ discount: true, discoamount: 12.5 }))?.percent).toBe(13);
    expect(productDiscount(aProduct({ discount: true, discoamount: 150 }))?.percent).toBe(100);
  });

  it.each([0, -5, Number.NaN])('ignores a discoamount of %s and falls back to the prices', (n) => {
    expect(
      productDiscount(aProduct({ price: 30, oldprice: 40, discount: true, discoamount: n })),
    ).toEqual({ percent: 25, oldPrice: 40 });
  });

  it.each([
    ['no old price', null],
    ['an old price equal to the price', 30],
    ['an old price below the price', 25],
  ])('has neither badge nor old price with %s and no discoamount', (_, oldprice) => {
    expect(productDiscount(aProduct({ price: 30, oldprice, discount: true }))).toEqual({
      percent: null,
      oldPrice: null,
    });
  });

  it('shows no badge for a discount that rounds to 0%, but keeps the old price', () => {
    expect(productDiscount(aProduct({ price: 99.9, oldprice: 100, discount: true }))).toEqual({
      percent: null,
      oldPrice: 100,
    });
  });

  it('computes no badge from a price below zero', () => {
    expect(productDiscount(aProduct({ price: -5, oldprice: 10, discount: true }))).toEqual({
      percent: null,
      oldPrice: 10,
    });
  });

  it('keeps the badge but drops an old price that is not above the price', () => {
    expect(
      productDiscount(aProduct({ price: 30, oldprice: 30, discount: true, discoamount: 10 })),
    ).toEqual({ percent: 10, oldPrice: null });
  });

  it('gives a percentage of the old price between 1 and 100 for any real discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (beforeFils, offFils) => {
          fc.pre(offFils <= beforeFils && offFils * 200 >= beforeFils);
          const discount = productDiscount(
            aProduct({
              oldprice: beforeFils / 100,
              price: (beforeFils - offFils) / 100,
              discount: true,
            }),
          );
          expect(discount?.oldPrice).toBe(beforeFils / 100);
          expect(discount?.percent).toBeGreaterThanOrEqual(1);
          expect(discount?.percent).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});
