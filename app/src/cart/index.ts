import { useEffect, useState } from 'react';
import { safeStorage } from '../storage';
import { createCartStore } from './cartStore';

/** The one cart of the site, kept in localStorage (in memory when the browser refuses it). */
export const useCart = createCartStore(safeStorage('local'));

/** docs/requirements.md §2.14: wait for the stored cart, but never longer than 5000 ms. */
export const CART_HYDRATION_TIMEOUT_MS = 5000;

export function useCartHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => useCart.persist.hasHydrated());
  useEffect(() => {
    if (hydrated) return;
    const unsubscribe = useCart.persist.onFinishHydration(() => setHydrated(true));
    const timer = window.setTimeout(() => setHydrated(true), CART_HYDRATION_TIMEOUT_MS);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [hydrated]);
  return hydrated;
}
