import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toFils } from './money';
import { buildCheckoutSessionRequest, buildOrderPayload, orderDescription } from './order';
import { orderTotals } from './pricing';
import { aCustomer, aLine, aPrize } from './testing/fixtures';
import type { CheckoutSessionRequest } from './types';

const sessionTotal = (request: CheckoutSessionRequest) =>
  request.products.reduce((sum, item) => sum + toFils(item.price) * item.quantity, 0);

describe('buildOrderPayload', () => {
  it('fills every field of the order reference', () => {
    // Arrange
    const lines = [
      aLine({ id: 1, title: 'Date Truffle', price: 30, quantity: 2 }),
      aLine({ id: 2, title: 'Saffron Bites', price: 12.5, quantity: 1 }),
    ];

    // Act
    const payload = buildOrderPayload({
      customer: aCustomer({ firstName: ' Layla ', house: ' Villa 12 ' }),
      lines,
      record: null,
      sessionId: 'cs_test_1',
      now: 1_700_000_000_123,
    });

    // Assert: items 72.50 AED, delivery 10 AED.
    expect(payload).toEqual({
      destination_address_name: 'Layla Haddad',
      email: 'layla@example.com',
      products: lines,
      brand: 'Rimal',
      num_pieces: 3,
      card_amount: 82.5,
      descripon: '2 x Date Truffle; 1 x Saffron Bites',
      destination_address_city: 'Dubai',
      destination_address_landmark: 'Near the mall',
      destination_address_area: 'Al Barsha 1',
      destination_address_building_name: 'Villa 12',
      destination_address_house_no: 'Villa 12',
      customer_reference_number: 'NOT-1700000000123',
      destination_address_mobile_number: '+971 50 123 4567',
      weight: 2,
      delivery_cost: 10,
      payment_status: 'pending',
      code: null,
      status: 'pending',
      sessionId: 'cs_test_1',
    });
  });

  it('charges the total after the prize discount', () => {
    // Arrange: items 75.50 AED, prize 37 AED, delivery 20 AED.
    const lines = [aLine({ price: 25.5 }), aLine({ id: 2, price: 50 })];

    // Act
    const payload = buildOrderPayload({
      customer: aCustomer(),
      lines,
      record: aPrize(),
      sessionId: '',
      now: 1,
    });

    // Assert
    expect(payload.card_amount).toBe(58.5);
    expect(payload.delivery_cost).toBe(20);
    expect(payload.code).toBe('WIN50OFF01');
  });

  it('copies the lines rather than sharing them', () => {
    // Arrange
    const lines = [aLine()];

    // Act
    const payload = buildOrderPayload({
      customer: aCustomer(),
      lines,
      record: null,
      sessionId: '',
      now: 1,
    });

    // Assert
    expect(payload.products[0]).not.toBe(lines[0]);
  });
});

describe('orderDescription', () => {
  it('is empty for no lines', () => {
    expect(orderDescription([])).toBe('');
  });
});

describe('buildCheckoutSessionRequest', () => {
  it('lists each line at its price, plus delivery', () => {
    // Act
    const request = buildCheckoutSessionRequest(
      [aLine({ id: 90, title: 'Date Truffle', price: 30, quantity: 2 })],
      null,
    );

    // Assert: the delivery item charges for no product.
    expect(request).toEqual({
      products: [
        {
          title: 'Date Truffle',
          price: 30,
          name: 'Date Truffle',
          quantity: 2,
          brand: 'Rimal',
          product_id: 90,
        },
        { title: 'Delivery', price: 10, name: 'Delivery', quantity: 1, brand: 'Rimal' },
      ],
      code: null,
    });
    expect(request.products[1]).not.toHaveProperty('product_id');
  });

  it('leaves delivery out when it is free', () => {
    // Act
    const request = buildCheckoutSessionRequest([aLine({ price: 80 })], null);

    // Assert
    expect(request.products).toHaveLength(1);
  });

  it('scales prices by the prize and gives rounding fils back by splitting a line', () => {
    // Arrange: items 3 x 33.33 = 99.99 AED, prize 49 AED, subtotal 50.99 AED.
    const lines = [aLine({ id: 4, title: 'Date Truffle', price: 33.33, quantity: 3 })];

    // Act
    const request = buildCheckoutSessionRequest(lines, aPrize());

    // Assert: 33.33 x 50.99 / 99.99 = 16.9966 -> 16.99, so 2 fils are given back; both
    // halves of the split line name the same product, and the shop sees the prize code.
    const truffle = { title: 'Date Truffle', name: 'Date Truffle', brand: 'Rimal', product_id: 4 };
    expect(request.products).toEqual([
      { ...truffle, price: 17, quantity: 2 },
      { ...truffle, price: 16.99, quantity: 1 },
      { title: 'Delivery', price: 10, name: 'Delivery', quantity: 1, brand: 'Rimal' },
    ]);
    expect(request.code).toBe('WIN50OFF01');
    expect(sessionTotal(request)).toBe(orderTotals(lines, aPrize()).total);
  });

  it('always charges exactly the order total with whole quantities and no negative price', () => {
    const line = fc.record({
      id: fc.nat(),
      price: fc.integer({ min: 0, max: 50_000 }).map((fils) => fils / 100),
      quantity: fc.integer({ min: 1, max: 9 }),
    });
    const record = fc.constantFrom(null, aPrize(), aPrize('GOLD COIN'), aPrize(''));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), record, (partialLines, prize) => {
        const lines = partialLines.map((partial) => aLine(partial));
        const request = buildCheckoutSessionRequest(lines, prize);
        expect(sessionTotal(request)).toBe(orderTotals(lines, prize).total);
        for (const item of request.products) {
          expect(item.price).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(item.quantity) && item.quantity >= 1).toBe(true);
        }
      }),
    );
  });

  it('names the product of every unit it charges for, and nothing else', () => {
    const line = fc.record({
      id: fc.integer({ min: 1, max: 1_000 }),
      price: fc.integer({ min: 0, max: 50_000 }).map((fils) => fils / 100),
      quantity: fc.integer({ min: 1, max: 9 }),
    });
    const record = fc.constantFrom(null, aPrize(), aPrize('GOLD COIN'));
    fc.assert(
      fc.property(
        fc.uniqueArray(line, { selector: (partial) => partial.id, maxLength: 6 }),
        record,
        (partialLines, prize) => {
          const lines = partialLines.map((partial) => aLine(partial));
          const request = buildCheckoutSessionRequest(lines, prize);
          for (const cartLine of lines) {
            const units = request.products
              .filter((item) => item.product_id === cartLine.id)
              .reduce((sum, item) => sum + item.quantity, 0);
            expect(units).toBe(cartLine.quantity);
          }
          const unnamed = request.products.filter((item) => item.product_id === undefined);
          expect(unnamed.every((item) => item.title === 'Delivery')).toBe(true);
          expect(request.code).toBe(prize?.code ?? null);
        },
      ),
    );
  });
});
