import { describe, expect, it } from 'vitest';
import { buildOrderPayload } from '../order';
import { aCustomer, aLine } from '../testing/fixtures';
import {
  PENDING_ORDER_KEY,
  PENDING_ORDER_LIFETIME_MS,
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
    keyValuePendingOrderStore(storage, { key: 'rimal:order' }).save(order);

    // Assert
    expect([...storage.data.keys()]).toEqual(['rimal:order']);
  });

  it('keeps the order with the time it was saved', () => {
    // Arrange
    const storage = mapStorage();

    // Act
    keyValuePendingOrderStore(storage, { now: () => 1_000 }).save(order);

    // Assert
    expect(JSON.parse(storage.data.get(PENDING_ORDER_KEY) ?? 'null')).toEqual({
      ...order,
      savedAt: 1_000,
    });
  });

  it('loads the order for 24 hours, then forgets it', () => {
    // Arrange
    const clock = { now: 1_000 };
    const storage = mapStorage();
    const store = keyValuePendingOrderStore(storage, { now: () => clock.now });
    store.save(order);

    // Act
    clock.now += PENDING_ORDER_LIFETIME_MS;
    const lastMoment = store.load();
    clock.now += 1;
    const expired = store.load();

    // Assert
    expect(lastMoment).toEqual(order);
    expect(expired).toBeNull();
    expect(storage.data.has(PENDING_ORDER_KEY)).toBe(false);
  });

  it('forgets a stored order without a date: its age cannot be told', () => {
    // Arrange
    const storage = mapStorage({ [PENDING_ORDER_KEY]: JSON.stringify(order) });

    // Act
    const loaded = keyValuePendingOrderStore(storage).load();

    // Assert
    expect(loaded).toBeNull();
    expect(storage.data.has(PENDING_ORDER_KEY)).toBe(false);
  });

  it('keeps only the session id of a placed order, for 24 hours', () => {
    // Arrange
    const clock = { now: 1_000 };
    const storage = mapStorage();
    const store = keyValuePendingOrderStore(storage, { now: () => clock.now });
    store.save(order);

    // Act
    store.clear('cs_paid');

    // Assert
    expect(store.load()).toBeNull();
    expect([...storage.data.values()].join()).not.toContain(order.destination_address_name);
    expect(store.wasPlaced('cs_paid')).toBe(true);
    expect(store.wasPlaced('cs_other')).toBe(false);
    clock.now += PENDING_ORDER_LIFETIME_MS + 1;
    expect(store.wasPlaced('cs_paid')).toBe(false);
    expect(storage.data.size).toBe(0);
  });

  it('forgets the placed session too when cleared without one (Reset Cart)', () => {
    // Arrange
    const storage = mapStorage();
    const store = keyValuePendingOrderStore(storage);
    store.clear('cs_paid');
    store.save(order);

    // Act
    store.clear();

    // Assert
    expect(store.load()).toBeNull();
    expect(store.wasPlaced('cs_paid')).toBe(false);
    expect(storage.data.size).toBe(0);
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

  it('remembers the session of the placed order until cleared without one', () => {
    // Arrange
    const store = memoryPendingOrderStore(order);

    // Act
    store.clear('cs_paid');
    const placed = [store.wasPlaced('cs_paid'), store.wasPlaced('cs_other')];
    store.clear();

    // Assert
    expect(placed).toEqual([true, false]);
    expect(store.load()).toBeNull();
    expect(store.wasPlaced('cs_paid')).toBe(false);
  });
});
