import { useCallback } from 'react';
import type { CartRefusal, Product } from '@rimal/core';
import { useCart } from '.';

/** Adds to the site's cart by core's rules; answers the refusal (if any) for the UI to explain. */
export function useAddToCart(): (product: Product, quantity?: number) => CartRefusal | undefined {
  const add = useCart((state) => state.add);
  return useCallback((product, quantity = 1) => add(product, quantity).refusal, [add]);
}
