import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import {
  addToCart,
  removeFromCart,
  resetCart,
  sanitizeCartLines,
  setLineQuantity,
  type AddToCartResult,
  type CartLine,
  type Product,
} from '@rimal/core';

/** docs/requirements.md §2.14: the cart lives in browser storage under `root`, version 1. */
export const CART_STORAGE_KEY = 'root';
export const CART_STORAGE_VERSION = 1;

export interface CartState {
  lines: CartLine[];
  /** Applies core's add rules; the result says what was added and why anything was refused. */
  add: (product: Product, quantity: number) => AddToCartResult;
  remove: (id: number) => void;
  setQuantity: (id: number, quantity: number) => void;
  reset: () => void;
}

type Persisted = Pick<CartState, 'lines'>;

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
        const lines =
          state && typeof state === 'object' && 'lines' in state ? state.lines : undefined;
        return { state: { lines: sanitizeCartLines(lines) }, version: parsed?.version ?? 0 };
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
        add: (product, quantity) => {
          const result = addToCart(get().lines, product, quantity);
          if (result.added > 0) set({ lines: result.lines });
          return result;
        },
        remove: (id) => set({ lines: removeFromCart(get().lines, id) }),
        setQuantity: (id, quantity) => set({ lines: setLineQuantity(get().lines, id, quantity) }),
        reset: () => set({ lines: resetCart() }),
      }),
      {
        name: CART_STORAGE_KEY,
        version: CART_STORAGE_VERSION,
        storage: cartStorage(storage),
        partialize: (state) => ({ lines: state.lines }),
        // Any older or unknown version is accepted as long as its lines are sound.
        migrate: (persisted) => ({
          lines: sanitizeCartLines((persisted as Partial<Persisted> | null)?.lines),
        }),
      },
    ),
  );
}

export type CartStore = ReturnType<typeof createCartStore>;
