import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import {
  addToCart,
  removeFromCart,
  resetCart,
  sanitizeCartChanges,
  sanitizeCartLines,
  setLineQuantity,
  type AddToCartResult,
  type CartChange,
  type CartLine,
  type Product,
} from '@rimal/core';

/**
 * docs/requirements.md §2.14: the cart lives in browser storage under `root`. Version 2 adds
 * the unseen notices and each line's old price and stock; version 1 still loads (`migrate`).
 */
export const CART_STORAGE_KEY = 'root';
export const CART_STORAGE_VERSION = 2;

export interface CartState {
  /**
   * The shopper's lines. Only id and quantity are the shopper's; the rest is what the catalog
   * said when last read, drawn until it answers again (`readCartAgain`).
   */
  lines: CartLine[];
  /** What reading the catalog again changed, kept until the shopper has seen it. */
  notices: CartChange[];
  /** Applies core's add rules; the result says what was added and why anything was refused. */
  add: (product: Product, quantity: number) => AddToCartResult;
  remove: (id: number) => void;
  setQuantity: (id: number, quantity: number) => void;
  reset: () => void;
  noticesSeen: () => void;
}

type Persisted = Pick<CartState, 'lines' | 'notices'>;

const sanitize = (state: unknown): Persisted => {
  const record = state && typeof state === 'object' ? (state as Partial<Persisted>) : {};
  return { lines: sanitizeCartLines(record.lines), notices: sanitizeCartChanges(record.notices) };
};

/** JSON in a Storage, where unreadable or foreign data reads as "nothing stored". */
export function cartStorage(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): PersistStorage<Persisted> {
  return {
    getItem: (name) => {
      const raw = storage.getItem(name);
      if (raw === null) return null;
      try {
        const parsed = JSON.parse(raw) as Partial<StorageValue<unknown>> | null;
        const state = parsed && typeof parsed === 'object' ? parsed.state : undefined;
        return { state: sanitize(state), version: parsed?.version ?? 0 };
      } catch {
        storage.removeItem(name);
        return null;
      }
    },
    setItem: (name, value) => {
      try {
        storage.setItem(name, JSON.stringify(value));
      } catch {
        // Storage full or blocked (private mode): the cart keeps working for this visit.
      }
    },
    removeItem: (name) => storage.removeItem(name),
  };
}

export function createCartStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  return create<CartState>()(
    persist(
      (set, get) => ({
        lines: [],
        notices: [],
        add: (product, quantity) => {
          const result = addToCart(get().lines, product, quantity);
          if (result.added > 0) set({ lines: result.lines });
          return result;
        },
        remove: (id) => set({ lines: removeFromCart(get().lines, id) }),
        setQuantity: (id, quantity) => set({ lines: setLineQuantity(get().lines, id, quantity) }),
        reset: () => set({ lines: resetCart(), notices: [] }),
        noticesSeen: () => {
          if (get().notices.length > 0) set({ notices: [] });
        },
      }),
      {
        name: CART_STORAGE_KEY,
        version: CART_STORAGE_VERSION,
        storage: cartStorage(storage),
        partialize: (state) => ({ lines: state.lines, notices: state.notices }),
        // Version 1 kept lines only; any older or unknown version loads when its lines are sound.
        migrate: (persisted) => sanitize(persisted),
      },
    ),
  );
}

export type CartStore = ReturnType<typeof createCartStore>;
