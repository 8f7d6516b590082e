import type { OrderPayload } from '../types';
import { isRecord } from '../api/shape';

/**
 * Where the checkout keeps the order between paying and returning from the payment page
 * (docs/requirements.md §4). The app backs it with browser storage; core never touches the DOM.
 */
export interface PendingOrderStore {
  load(): Promise<OrderPayload | null> | OrderPayload | null;
  save(order: OrderPayload): Promise<void> | void;
  clear(): Promise<void> | void;
}

/** The part of the Web Storage API the store needs (localStorage satisfies it). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const PENDING_ORDER_KEY = 'pendingOrder';

/** Enough of an order to be worth placing; anything else in storage is treated as absent. */
function looksLikeOrder(value: unknown): value is OrderPayload {
  return (
    isRecord(value) &&
    Array.isArray(value.products) &&
    typeof value.customer_reference_number === 'string' &&
    typeof value.card_amount === 'number'
  );
}

/** A store over a key-value storage, tolerant of missing or corrupt data. */
export function keyValuePendingOrderStore(
  storage: KeyValueStorage,
  key: string = PENDING_ORDER_KEY,
): PendingOrderStore {
  return {
    load: () => {
      const text = storage.getItem(key);
      if (text === null) {
        return null;
      }
      try {
        const value: unknown = JSON.parse(text);
        return looksLikeOrder(value) ? value : null;
      } catch {
        return null;
      }
    },
    save: (order) => storage.setItem(key, JSON.stringify(order)),
    clear: () => storage.removeItem(key),
  };
}

/** A store that lives as long as the page, for stories and tests. */
export function memoryPendingOrderStore(initial: OrderPayload | null = null): PendingOrderStore {
  let order = initial;
  return {
    load: () => order,
    save: (next) => {
      order = next;
    },
    clear: () => {
      order = null;
    },
  };
}
