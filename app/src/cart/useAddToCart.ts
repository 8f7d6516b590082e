import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartRefusal, Product } from '@rimal/core';
import { useCart } from '.';
import { rememberProductTexts } from './productTexts';

/**
 * Adds to the site's cart by core's rules; answers the refusal (if any) for the UI to explain.
 * The product was read in the page's language: the cart shows its words from now on.
 */
export function useAddToCart(): (product: Product, quantity?: number) => CartRefusal | undefined {
  const add = useCart((state) => state.add);
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (product, quantity = 1) => {
      const result = add(product, quantity);
      if (result.added > 0) rememberProductTexts(language, [product]);
      return result.refusal;
    },
    [add, language],
  );
}
