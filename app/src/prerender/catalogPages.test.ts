import { describe, expect, it } from 'vitest';
import type { ContentClient, Product } from '@rimal/core';
import { catalogPages, pagesToRender } from './catalogPages';

const product = (id: number) => ({ id }) as Product;

/** A catalog of two categories (not 1, 2, 3) and a featured product in neither. */
const content = {
  categories: async () => [
    { id: 2, title: 'Snacks', description: '' },
    { id: 7, title: 'Gifts', description: '' },
  ],
  featuredProducts: async () => [product(5)],
  productsByCategory: async ({ categoryId }) => [product(categoryId * 10), product(5)],
} as Pick<ContentClient, 'categories' | 'featuredProducts' | 'productsByCategory'> as ContentClient;

describe('the pages the catalog has', () => {
  it('are the listing of each category it names and every product they or the featured list hold', async () => {
    expect(await catalogPages(content)).toEqual({ categoryIds: [2, 7], productIds: [5, 20, 70] });
  });

  it('are rendered beside the site pages, and no other listing', async () => {
    const pages = pagesToRender(await catalogPages(content));
    expect(pages).toEqual(
      expect.arrayContaining(['/', '/about', '/products/2', '/products/7', '/product/70']),
    );
    expect(pages).not.toContain('/products/1');
  });
});
