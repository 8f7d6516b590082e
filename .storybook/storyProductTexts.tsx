import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isCatalogLocale } from '@rimal/mocks';
import { ProductTextsProvider, type ProductTextsLookup } from '@rimal/ui';
import { demoProduct } from '../packages/ui/src/fixtures/catalog';

/**
 * The words of a demo product in the story's language, read through the site's own parser. An
 * item whose title is not the catalog's English one (a story's made-up long title) keeps it.
 */
export function StoryProductTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const lookup = useCallback<ProductTextsLookup>(
    (item) => {
      if (language === 'en' || !isCatalogLocale(language)) return undefined;
      let product;
      try {
        product = demoProduct(item.id, language);
      } catch {
        return undefined;
      }
      if (product.locale !== language || item.title !== product.english.title) return undefined;
      return textsCache(product.id, language, product);
    },
    [language],
  );
  return <ProductTextsProvider lookup={lookup}>{children}</ProductTextsProvider>;
}

/** The same object for the same product and language, so components do not re-render. */
const cache = new Map<string, { title: string; desc: string; weight: string }>();
function textsCache(
  id: number,
  language: string,
  product: { title: string; desc: string; weight: string },
) {
  const key = `${language}:${id}`;
  let texts = cache.get(key);
  if (!texts) {
    texts = { title: product.title, desc: product.desc, weight: product.weight };
    cache.set(key, texts);
  }
  return texts;
}
