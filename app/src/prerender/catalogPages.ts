import { paths, type ContentClient } from '@rimal/core';
import { publicRoutes } from '../../build/publicRoutes';

/** The catalog's pages, by id: its categories' listings and every product they hold. */
export interface CatalogPages {
  categoryIds: number[];
  productIds: number[];
}

/**
 * Every category of the catalog, and every product of the listing of each and of the featured
 * list: a category the catalog lacks has no page (the host answers its address with 404).
 */
export async function catalogPages(content: ContentClient): Promise<CatalogPages> {
  const categoryIds = (await content.categories()).map((category) => category.id);
  const lists = await Promise.all([
    content.featuredProducts(),
    ...categoryIds.map((categoryId) =>
      content.productsByCategory({ categoryId, maxPrice: Number.MAX_SAFE_INTEGER }),
    ),
  ]);
  const productIds = [...new Set(lists.flat().map((product) => product.id))];
  return { categoryIds, productIds: productIds.sort((a, b) => a - b) };
}

/** The pages of the sitemap, in English; each is also in every other language. */
export const indexedPages = ({ categoryIds, productIds }: CatalogPages): string[] => [
  ...publicRoutes,
  ...categoryIds.map(paths.products),
  ...productIds.map(paths.product),
];

/** The pages rendered by the app alone: their HTML is the frame, their content the browser's. */
export const framePages: readonly string[] = [
  paths.checkout,
  paths.orderConfirmed,
  paths.paymentFailed,
];

/** Every page to prerender in English; each is also rendered in every other language. */
export const pagesToRender = (catalog: CatalogPages): string[] => [
  ...indexedPages(catalog),
  ...framePages,
];
