import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ProductTexts } from '@rimal/core';

/** Something that shows a product's words: a product, a cart line, a cart notice. */
export interface ShowsProduct {
  id: number;
  title: string;
  desc?: string;
  weight?: string;
}

/**
 * The product's words in the language on screen, when they are known and differ from the
 * item's own; `undefined` leaves the item as it is.
 */
export type ProductTextsLookup = (item: ShowsProduct) => Partial<ProductTexts> | undefined;

const ProductTextsContext = createContext<ProductTextsLookup>(() => undefined);

/**
 * Cart lines and orders keep the back office's English words; this tells the components that
 * show them which words to use in the shopper's language (docs/catalog-languages.md).
 */
export function ProductTextsProvider({
  lookup,
  children,
}: {
  /** Gives the words of a product in the shopper's language, or nothing when not known yet. */
  lookup: ProductTextsLookup;
  /** The part of the app that shows cart lines and orders. */
  children: ReactNode;
}) {
  return <ProductTextsContext.Provider value={lookup}>{children}</ProductTextsContext.Provider>;
}

/** The item with its words in the language on screen, where they are known. */
export function useShownTexts<T extends ShowsProduct>(item: T): T {
  const lookup = useContext(ProductTextsContext);
  const texts = lookup(item);
  return useMemo(() => (texts ? { ...item, ...texts } : item), [item, texts]);
}
