import { useCallback } from 'react';
import { create } from 'zustand';
import type { Product, ProductTexts } from '@rimal/core';
import type { ProductTextsLookup } from '@rimal/ui';

interface ShownTexts {
  /** The language the words below are in. */
  language: string;
  byId: Readonly<Record<number, ProductTexts>>;
}

/**
 * The words of the cart's products in the shopper's language. Cart lines keep the English
 * words the order is placed with; these are what the cart and the checkout show instead. Not
 * stored: the cart is read again in the page's language on every visit and language change.
 */
const useShownTexts = create<ShownTexts>(() => ({ language: '', byId: {} }));

/** Remembers the words of products read in `language` (a new language forgets the old words). */
export function rememberProductTexts(language: string, products: readonly Product[]): void {
  useShownTexts.setState((state) => {
    const byId: Record<number, ProductTexts> = state.language === language ? { ...state.byId } : {};
    for (const { id, title, desc, weight } of products) byId[id] = { title, desc, weight };
    return { language, byId };
  });
}

/** Where the components find a cart product's words in `language`. */
export function useProductTextsLookup(language: string): ProductTextsLookup {
  const shown = useShownTexts();
  return useCallback(
    (item) => (shown.language === language ? shown.byId[item.id] : undefined),
    [shown, language],
  );
}
