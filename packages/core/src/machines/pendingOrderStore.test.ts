import { describe, expect, it } from 'vitest';
import { buildOrderPayload } from '../order';
import { aCustomer, aLine } from '../testing/fixtures';
import {
  PENDING_ORDER_KEY,
  keyValuePendingOrderStore,
  memoryPendingOrderStore,
  type KeyValueStorage,
} from './pendingOrderStore';

const order = buildOrderPayload({
  customer: aCustomer(),
  lines: [aLine()],
  record: null,
  sessionId: '',
  now: 5,
});

function mapStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('keyValuePendingOrderStore', () => {
  it('saves, loads and clears the order under its key', () => {
    // Arrange
    const storage = mapStorage();
    const store = keyValuePendingOrderStore(storage);

    // Act
    store.save(order);
    const loaded = store.load();
    store.clear();

    // Assert
    expect(loaded).toEqual(order);
    expect(storage.data.has(PENDING_ORDER_KEY)).toBe(false);
    expect(store.load()).toBeNull();
  });

  it('uses the key it is given', () => {
    // Arrange
    const storage = mapStorage();

    // Act
    keyValuePendingOrderStore(storage, 'rimal:order').save(order);

    // Assert
    expect([...storage.data.keys()]).toEqual(['rimal:order']);
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['something else', JSON.stringify({ cart: [] })],
    ['a list', '[]'],
  ])('treats %s as no pending order', (_, text) => {
    expect(keyValuePendingOrderStore(mapStorage({ [PENDING_ORDER_KEY]: text })).load()).toBeNull();
  });
});

describe('memoryPendingOrderStore', () => {
  it('holds one order until cleared', () => {
    // Arrange
    const store = memoryPendingOrderStore();

    // Act
    store.save(order);
    const loaded = store.load();
    store.clear();

    // Assert
    expect(loaded).toBe(order);
    expect(store.load()).toBeNull();
    expect(memoryPendingOrderStore(order).load()).toBe(order);
  });
});
