import type { Category, Product, SubCategory } from '../types';
import {
  DEFAULT_MAX_PRICE,
  type ContentClient,
  type ProductsByCategoryQuery,
} from './contentClient';
import { isApiError } from './errors';

/**
 * One read of the content service. Its key is its whole identity, shared by the page that shows
 * the answer and by start-up, which asks for the first page's reads alongside its code.
 */
export interface ContentRead<T> {
  key: string;
  load: (content: ContentClient) => Promise<T>;
}

const keyOf = (name: string, ...args: unknown[]) => `content:${name}:${JSON.stringify(args)}`;

const isNotFound = (reason: unknown) =>
  isApiError(reason) && reason.kind === 'http' && reason.status === 404;

/**
 * Every read of the content service the site makes (docs/requirements.md §7), each in the
 * shopper's language (`locale`), which is part of its key: a language change reads again.
 */
export const contentReads = {
  featuredProducts: (type: string, locale: string): ContentRead<Product[]> => ({
    key: keyOf('featuredProducts', locale, type),
    load: (content) => content.featuredProducts(type, locale),
  }),

  productsByCategory: (query: ProductsByCategoryQuery, locale: string): ContentRead<Product[]> => ({
    key: keyOf('productsByCategory', locale, query),
    load: (content) => content.productsByCategory(query, locale),
  }),

  /**
   * The products of a category that its listing leaves out, priced above the listing's maximum
   * (docs/requirements.md §7): linked by name under the listing, so that every product of the
   * catalog can be reached by a link (issue 45).
   */
  aboveListingPrice: (categoryId: number, locale: string): ContentRead<Product[]> => ({
    key: keyOf('aboveListingPrice', locale, categoryId),
    load: async (content) =>
      (
        await content.productsByCategory({ categoryId, maxPrice: Number.MAX_SAFE_INTEGER }, locale)
      ).filter((product) => product.price > DEFAULT_MAX_PRICE),
  }),

  /** docs/requirements.md §4: a failed sub-category load is ignored (the filter stays empty). */
  subCategories: (categoryId: number, locale: string): ContentRead<SubCategory[]> => ({
    key: keyOf('subCategories', locale, categoryId),
    load: (content) => content.subCategories(categoryId, locale).catch(() => []),
  }),

  /** Every category: the listings, their headings and descriptions. */
  categories: (locale: string): ContentRead<Category[]> => ({
    key: keyOf('categories', locale),
    load: (content) => content.categories(locale),
  }),

  /** One product; an unknown id fails with the service's 404. */
  product: (id: number, locale: string): ContentRead<Product> => ({
    key: keyOf('product', locale, id),
    load: (content) => content.product(id, locale),
  }),

  /** The cart's products as the catalog has them now, all ids in one read. */
  cartProducts: (ids: readonly number[], locale: string): ContentRead<Product[]> => ({
    key: keyOf(
      'cartProducts',
      locale,
      [...ids].sort((a, b) => a - b),
    ),
    load: (content) => content.productsByIds(ids, locale),
  }),

  /**
   * The fixed products of a brand page, in the order of the ids (docs/requirements.md §2 and
   * §7): one product read per id. An id the service does not know (404) is left out; any other
   * failure fails the whole read.
   */
  brandProducts: (ids: readonly number[], locale: string): ContentRead<Product[]> => ({
    key: keyOf('brandProducts', locale, ids),
    load: async (content) => {
      const results = await Promise.allSettled(ids.map((id) => content.product(id, locale)));
      const failure = results.find(
        (result) => result.status === 'rejected' && !isNotFound(result.reason),
      );
      if (failure?.status === 'rejected') throw failure.reason;
      return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    },
  }),
};
