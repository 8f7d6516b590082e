import { describe, expect, it } from 'vitest';
import { parseProduct, type ContentClient, type Product } from '@rimal/core';
import { products } from '@rimal/mocks';
import { CART_STORAGE_KEY, createCartStore } from './cartStore';
import { readCartAgain } from './readCartAgain';

/** A content service whose catalog holds `products`; `during` runs while it answers. */
const catalogOf = (products: Product[], during?: () => void) =>
  ({
    productsByIds: async (ids: readonly number[]) => {
      during?.();
      return products.filter((each) => ids.includes(each.id));
    },
  }) as unknown as ContentClient;

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const product = (id: number) =>
  parseProduct(
    products.find((record) => record.id === id),
    '/demo-media',
  );

describe('cart store', () => {
  it('persists lines and notices under "root" with version 2', () => {
    const storage = new MemoryStorage();
    const store = createCartStore(storage);
    store.getState().add(product(90), 2);
    const saved = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? 'null');
    expect(saved).toMatchObject({
      version: 2,
      state: { lines: [{ id: 90, quantity: 2, outofstock: false }], notices: [] },
    });
  });

  it('loads what an earlier visit saved', () => {
    const storage = new MemoryStorage();
    createCartStore(storage).getState().add(product(99), 1);
    const reloaded = createCartStore(storage);
    expect(reloaded.getState().lines).toEqual([expect.objectContaining({ id: 99, quantity: 1 })]);
  });

  it('starts empty on corrupt storage and clears it', () => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, '{not json');
    const store = createCartStore(storage);
    expect(store.getState().lines).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('accepts foreign or older data, keeping only sound lines', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        version: 0,
        state: {
          lines: [
            { id: 90, title: 'Dates', price: 12.5, quantity: 50, max_order_qut: 10 },
            { id: 'x' },
          ],
        },
      }),
    );
    expect(createCartStore(storage).getState().lines).toEqual([
      expect.objectContaining({ id: 90, quantity: 10 }),
    ]);
  });

  it('reports a refusal and leaves the cart as it was', () => {
    const store = createCartStore(new MemoryStorage());
    const result = store.getState().add(product(95), 1);
    expect(result.refusal).toEqual({ kind: 'outOfStock' });
    expect(store.getState().lines).toEqual([]);
  });

  it('keeps working when storage refuses to save', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = createCartStore(storage);
    store.getState().add(product(90), 1);
    expect(store.getState().lines).toHaveLength(1);
  });

  it('sets quantities within 1..cap, removes and resets', () => {
    const store = createCartStore(new MemoryStorage());
    store.getState().add(product(90), 1);
    store.getState().add(product(99), 1);
    store.getState().setQuantity(90, 0);
    expect(store.getState().lines.find((line) => line.id === 90)?.quantity).toBe(1);
    store.getState().remove(99);
    expect(store.getState().lines.map((line) => line.id)).toEqual([90]);
    store.getState().reset();
    expect(store.getState().lines).toEqual([]);
  });

  it('loads a version-1 cart (lines only) through migrate', () => {
    const storage = new MemoryStorage();
    const v1Line = { id: 99, title: 'Old title', price: 30, quantity: 1, max_order_qut: null };
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: 1, state: { lines: [v1Line] } }));
    const store = createCartStore(storage);
    expect(store.getState().lines).toEqual([
      expect.objectContaining({ id: 99, price: 30, oldprice: null, outofstock: false }),
    ]);
    expect(store.getState().notices).toEqual([]);
  });

  it('takes every drawn value from the catalog and keeps the notices until seen', async () => {
    const storage = new MemoryStorage();
    const store = createCartStore(storage);
    store.getState().add(product(99), 1);
    store.getState().add(product(90), 1);
    const cheaper = {
      ...product(99),
      price: 27,
      english: { ...product(99).english, title: 'New title' },
    };
    const soldOut = { ...product(90), outofstock: true };
    const result = await readCartAgain(store, catalogOf([cheaper, soldOut]), 'en');
    expect(result.changes.map((change) => change.kind)).toEqual(['priceChanged', 'soldOut']);
    expect(store.getState().lines).toEqual([
      expect.objectContaining({ id: 99, price: 27, title: 'New title' }),
      expect.objectContaining({ id: 90, outofstock: true }),
    ]);
    // A reload still shows them: the shopper has not seen them yet.
    expect(createCartStore(storage).getState().notices).toHaveLength(2);
    store.getState().noticesSeen();
    expect(store.getState().notices).toEqual([]);
    expect(createCartStore(storage).getState().notices).toEqual([]);
  });

  it('removes a line the catalog no longer has, but keeps a line added during the read', async () => {
    const store = createCartStore(new MemoryStorage());
    store.getState().add(product(103), 1);
    // Product 90 goes in while the catalog is being read: it was not asked about.
    await readCartAgain(
      store,
      catalogOf([], () => store.getState().add(product(90), 1)),
      'en',
    );
    expect(store.getState().lines.map((line) => line.id)).toEqual([90]);
    expect(store.getState().notices).toEqual([
      expect.objectContaining({ kind: 'removed', id: 103 }),
    ]);
  });

  it('drops stored notices that are not well formed', () => {
    const storage = new MemoryStorage();
    const notices = [
      { kind: 'priceChanged', id: 99, title: 'Dates', from: 30, to: 27 },
      { kind: 'priceChanged', id: 99, title: 'Dates', from: 'x', to: 27 },
      { kind: 'hacked', id: 1, title: 'x' },
    ];
    storage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ version: 2, state: { lines: [], notices } }),
    );
    expect(createCartStore(storage).getState().notices).toEqual([notices[0]]);
  });

  it('empties the notices with the cart', async () => {
    const store = createCartStore(new MemoryStorage());
    store.getState().add(product(103), 1);
    await readCartAgain(store, catalogOf([]), 'en');
    store.getState().reset();
    expect(store.getState().notices).toEqual([]);
  });
});
