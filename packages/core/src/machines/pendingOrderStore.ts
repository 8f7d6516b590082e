import type { OrderPayload } from '../types';
import { isRecord } from '../api/shape';

/**
 * Where the checkout keeps the order between paying and returning from the payment page
 * (docs/requirements.md §4). The app backs it with browser storage; core never touches the DOM.
 */
export interface PendingOrderStore {
  /** The pending order, or null when there is none or it is older than 24 hours. */
  load(): Promise<OrderPayload | null> | OrderPayload | null;
  save(order: OrderPayload): Promise<void> | void;
  /**
   * Forgets the pending order. With the session whose order was just placed, it keeps a note
   * of that session id only (no name, address or phone), so another tab returning from the same
   * payment can confirm the order instead of finding nothing to place.
   */
  clear(placedSessionId?: string): Promise<void> | void;
  /** Whether this browser placed the order of this payment session in the last 24 hours. */
  wasPlaced(sessionId: string): Promise<boolean> | boolean;
}

/** The part of the Web Storage API the store needs (localStorage satisfies it). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const PENDING_ORDER_KEY = 'pendingOrder';

/**
 * The customer's name, address and phone are not kept longer than a payment session lives
 * (Stripe's default, the demo shop's SESSION_LIFETIME_MS): after that there is nothing to pay.
 */
export const PENDING_ORDER_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface KeyValuePendingOrderStoreOptions {
  /** @default PENDING_ORDER_KEY; the placed-session note lives under `<key>.placed`. */
  key?: string;
  /** The clock that dates and ages the stored copy. @default Date.now */
  now?: () => number;
}

/** Enough of an order to be worth placing; anything else in storage is treated as absent. */
function looksLikeOrder(value: unknown): value is OrderPayload {
  return (
    isRecord(value) &&
    Array.isArray(value.products) &&
    typeof value.customer_reference_number === 'string' &&
    typeof value.card_amount === 'number'
  );
}

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * A store over a key-value storage, tolerant of missing or corrupt data. The order is stored
 * with its `savedAt` time; a copy older than 24 hours, or without a date, is removed on load.
 */
export function keyValuePendingOrderStore(
  storage: KeyValueStorage,
  { key = PENDING_ORDER_KEY, now = Date.now }: KeyValuePendingOrderStoreOptions = {},
): PendingOrderStore {
  const placedKey = `${key}.placed`;
  const fresh = (savedAt: unknown) =>
    typeof savedAt === 'number' && now() - savedAt <= PENDING_ORDER_LIFETIME_MS;

  return {
    load: () => {
      const value = parse(storage.getItem(key));
      if (value === null) return null;
      if (!isRecord(value) || !fresh(value.savedAt)) {
        storage.removeItem(key);
        return null;
      }
      const { savedAt: _savedAt, ...order } = value;
      return looksLikeOrder(order) ? order : null;
    },
    save: (order) => storage.setItem(key, JSON.stringify({ ...order, savedAt: now() })),
    clear: (placedSessionId) => {
      storage.removeItem(key);
      if (placedSessionId === undefined) {
        storage.removeItem(placedKey);
      } else {
        storage.setItem(placedKey, JSON.stringify({ sessionId: placedSessionId, savedAt: now() }));
      }
    },
    wasPlaced: (sessionId) => {
      const note = parse(storage.getItem(placedKey));
      if (note === null) return false;
      if (!isRecord(note) || !fresh(note.savedAt)) {
        storage.removeItem(placedKey);
        return false;
      }
      return note.sessionId === sessionId;
    },
  };
}

/** A store that lives as long as the page, for stories and tests. */
export function memoryPendingOrderStore(initial: OrderPayload | null = null): PendingOrderStore {
  let order = initial;
  let placed: string | null = null;
  return {
    load: () => order,
    save: (next) => {
      order = next;
    },
    clear: (placedSessionId) => {
      order = null;
      placed = placedSessionId ?? null;
    },
    wasPlaced: (sessionId) => placed === sessionId,
  };
}
