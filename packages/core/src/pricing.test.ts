import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toFils } from './money';
import {
  deliveryCharge,
  freeDeliveryHint,
  freeDeliveryProgress,
  itemsTotal,
  orderTotals,
  prizeDiscount,
} from './pricing';
import { aLine, aPrize } from './testing/fixtures';

describe('itemsTotal', () => {
  it('adds unit price times quantity in fils', () => {
    // Arrange
    const lines = [aLine({ price: 12.5, quantity: 3 }), aLine({ id: 2, price: 0.1, quantity: 2 })];

    // Act
    const total = itemsTotal(lines);

    // Assert
    expect(total).toBe(3770);
  });
});

describe('prizeDiscount', () => {
  it('is half the items total truncated to a whole AED', () => {
    expect(prizeDiscount(toFils(75.5), aPrize())).toBe(toFils(37));
  });

  it('applies to any named prize', () => {
    expect(prizeDiscount(toFils(100), aPrize('GOLD COIN'))).toBe(toFils(50));
  });

  it.each([null, aPrize(null), aPrize('')])('is zero without a prize (%j)', (record) => {
    expect(prizeDiscount(toFils(100), record)).toBe(0);
  });

  it('is zero on an empty cart', () => {
    expect(prizeDiscount(0, aPrize())).toBe(0);
  });
});

describe('deliveryCharge', () => {
  it.each([
    [0, 20],
    [49.99, 20],
    [50, 10],
    [74.99, 10],
    [75, 0],
    [300, 0],
  ])('charges %s AED subtotal %s AED', (subtotal, charge) => {
    expect(deliveryCharge(toFils(subtotal))).toBe(toFils(charge));
  });

  it('is always 0, 10 or 20 AED and never rises with the subtotal', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect([0, 1000, 2000]).toContain(deliveryCharge(low));
        expect(deliveryCharge(high)).toBeLessThanOrEqual(deliveryCharge(low));
      }),
    );
  });
});

describe('freeDeliveryHint', () => {
  it('says delivery is free from 75 AED', () => {
    expect(freeDeliveryHint(toFils(75))).toEqual({ kind: 'free' });
  });

  it('counts what is missing for free delivery from 50 AED', () => {
    expect(freeDeliveryHint(toFils(60.5))).toEqual({ kind: 'toFree', missing: toFils(14.5) });
  });

  it('counts what is missing to reduce the fee under 50 AED', () => {
    expect(freeDeliveryHint(toFils(30))).toEqual({
      kind: 'toReduced',
      missing: toFils(20),
      reducedCharge: toFils(10),
    });
  });
});

describe('freeDeliveryProgress', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [37.5, 0.5],
    [75, 1],
    [150, 1],
  ])('is %s AED -> %s', (subtotal, progress) => {
    expect(freeDeliveryProgress(toFils(subtotal))).toBe(progress);
  });
});

describe('orderTotals', () => {
  it('subtracts the prize and adds delivery on the discounted subtotal', () => {
    // Arrange: items 75.50 AED, prize 37 AED, subtotal 38.50 AED -> delivery 20 AED.
    const lines = [aLine({ price: 25.5 }), aLine({ id: 2, price: 50 })];

    // Act
    const totals = orderTotals(lines, aPrize());

    // Assert
    expect(totals).toEqual({
      itemsTotal: 7550,
      discount: 3700,
      subtotal: 3850,
      deliveryCharge: 2000,
      total: 5850,
    });
  });

  it('has free delivery from 75 AED without a prize', () => {
    expect(orderTotals([aLine({ price: 25, quantity: 3 })], null)).toMatchObject({
      deliveryCharge: 0,
      total: 7500,
    });
  });

  it('charges no delivery for an empty cart', () => {
    expect(orderTotals([], aPrize())).toEqual({
      itemsTotal: 0,
      discount: 0,
      subtotal: 0,
      deliveryCharge: 0,
      total: 0,
    });
  });

  it('never gives a negative total and always adds up', () => {
    const line = fc.record({
      price: fc.integer({ min: 0, max: 100_000 }).map((fils) => fils / 100),
      quantity: fc.integer({ min: 1, max: 10 }),
    });
    const record = fc.option(fc.record({ winItemName: fc.option(fc.string(), { nil: null }) }), {
      nil: null,
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), record, (lines, prize) => {
        const totals = orderTotals(lines, prize);
        expect(totals.total).toBeGreaterThanOrEqual(0);
        expect(totals.total).toBe(totals.itemsTotal - totals.discount + totals.deliveryCharge);
        expect(Number.isInteger(totals.total)).toBe(true);
      }),
    );
  });
});
