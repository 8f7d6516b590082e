import { describe, expect, it } from 'vitest';
import { parseProduct } from '@rimal/core';
import { products } from '@rimal/mocks';
import { CART_STORAGE_KEY, createCartStore } from './cartStore';

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
  it('persists lines under "root" with version 1', () => {
    const storage = new MemoryStorage();
    const store = createCartStore(storage);
    store.getState().add(product(90), 2);
    const saved = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? 'null');
    expect(saved).toMatchObject({ version: 1, state: { lines: [{ id: 90, quantity: 2 }] } });
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
});
