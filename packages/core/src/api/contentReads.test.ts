import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../types';
import type { ContentClient } from './contentClient';
import { contentReads } from './contentReads';
import { ApiError } from './errors';

const product = (id: number) => ({ id, title: `Product ${id}` }) as Product;

function fakeContent() {
  return {
    featuredProducts: vi.fn(async () => [product(1)]),
    productsByCategory: vi.fn(async () => [product(2)]),
    subCategories: vi.fn(async () => [{ id: 4, title: 'Truffles' }]),
    categories: vi.fn(async () => [{ id: 1, title: 'Dates', description: '' }]),
    product: vi.fn(async (id: number) => product(id)),
    productsByIds: vi.fn(async (ids: readonly number[]) => ids.map(product)),
  } satisfies ContentClient;
}

describe('the key of a content read', () => {
  it('is the same for the same question, so start-up and the page share one answer', () => {
    expect(contentReads.product(99, 'en').key).toBe(contentReads.product(99, 'en').key);
    expect(contentReads.productsByCategory({ categoryId: 1, subCategoryIds: [3] }, 'en').key).toBe(
      contentReads.productsByCategory({ categoryId: 1, subCategoryIds: [3] }, 'en').key,
    );
  });

  it('differs for every other question', () => {
    const keys = [
      contentReads.featuredProducts('featured', 'en').key,
      contentReads.featuredProducts('new', 'en').key,
      contentReads.product(99, 'en').key,
      contentReads.product(9, 'en').key,
      contentReads.subCategories(99, 'en').key,
      contentReads.categories('en').key,
      contentReads.aboveListingPrice(1, 'en').key,
      contentReads.categories('ar').key,
      contentReads.productsByCategory({ categoryId: 1, subCategoryIds: [] }, 'en').key,
      contentReads.productsByCategory({ categoryId: 1, subCategoryIds: [3] }, 'en').key,
      contentReads.productsByCategory({ categoryId: 13 }, 'en').key,
      contentReads.brandProducts([99], 'en').key,
      contentReads.brandProducts([99, 95], 'en').key,
      contentReads.brandProducts([95, 99], 'en').key,
      contentReads.cartProducts([99], 'en').key,
      contentReads.cartProducts([99, 95], 'en').key,
      contentReads.cartProducts([], 'en').key,
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the language of a content read', () => {
  // Every read, built in a given language.
  const everyRead = (locale: string) => ({
    featuredProducts: contentReads.featuredProducts('featured', locale),
    productsByCategory: contentReads.productsByCategory(
      { categoryId: 1, subCategoryIds: [3] },
      locale,
    ),
    subCategories: contentReads.subCategories(1, locale),
    product: contentReads.product(99, locale),
    cartProducts: contentReads.cartProducts([99, 95], locale),
    brandProducts: contentReads.brandProducts([99, 95], locale),
  });
  const names = Object.keys(everyRead('en')) as (keyof ReturnType<typeof everyRead>)[];

  it.each(names)('is part of the key of %s: another language is another read', (name) => {
    const keys = ['en', 'ar', 'fr'].map((locale) => everyRead(locale)[name].key);
    expect(new Set(keys).size).toBe(3);
  });

  it.each(names)('gives %s the same key for the same language', (name) => {
    expect(everyRead('ar')[name].key).toBe(everyRead('ar')[name].key);
    expect(everyRead('en')[name].key).toBe(everyRead('en')[name].key);
  });

  it('keeps the reads of one language apart from each other', () => {
    const keys = Object.values(everyRead('ar')).map((read) => read.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is asked of the content service by every read', async () => {
    // Arrange
    const content = fakeContent();
    const reads = everyRead('ar');

    // Act
    await Promise.all(Object.values(reads).map((read) => read.load(content)));

    // Assert
    expect(content.featuredProducts).toHaveBeenCalledWith('featured', 'ar');
    expect(content.productsByCategory).toHaveBeenCalledWith(
      { categoryId: 1, subCategoryIds: [3] },
      'ar',
    );
    expect(content.subCategories).toHaveBeenCalledWith(1, 'ar');
    expect(content.productsByIds).toHaveBeenCalledWith([99, 95], 'ar');
    // product(99) and the brand page's two product reads
    expect(content.product.mock.calls).toEqual([
      [99, 'ar'],
      [99, 'ar'],
      [95, 'ar'],
    ]);
  });
});

describe('a content read', () => {
  it('asks the content service what its key names', async () => {
    const content = fakeContent();
    await expect(contentReads.featuredProducts('featured', 'en').load(content)).resolves.toEqual([
      product(1),
    ]);
    expect(content.featuredProducts).toHaveBeenCalledWith('featured', 'en');
    const query = { categoryId: 1, subCategoryIds: [3] };
    await expect(contentReads.productsByCategory(query, 'en').load(content)).resolves.toEqual([
      product(2),
    ]);
    expect(content.productsByCategory).toHaveBeenCalledWith(query, 'en');
    await expect(contentReads.product(99, 'en').load(content)).resolves.toEqual(product(99));
    await expect(contentReads.subCategories(1, 'en').load(content)).resolves.toEqual([
      { id: 4, title: 'Truffles' },
    ]);
    expect(content.subCategories).toHaveBeenCalledWith(1, 'en');
  });

  it('of the sub-categories reads a failure as none (docs/requirements.md §4)', async () => {
    const content = fakeContent();
    content.subCategories.mockRejectedValueOnce(new ApiError('network', 'offline'));
    await expect(contentReads.subCategories(1, 'en').load(content)).resolves.toEqual([]);
  });

  it('of a product passes on the service’s 404', async () => {
    const content = fakeContent();
    content.product.mockRejectedValueOnce(new ApiError('http', 'Not Found', 404));
    await expect(contentReads.product(4040, 'en').load(content)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('the products of the cart', () => {
  it('share one key whatever the order of the ids, since the cart order does not change the answer', () => {
    expect(contentReads.cartProducts([99, 95, 98], 'en').key).toBe(
      contentReads.cartProducts([95, 98, 99], 'en').key,
    );
    expect(contentReads.cartProducts([10, 9], 'en').key).toBe(
      contentReads.cartProducts([9, 10], 'en').key,
    );
    expect(contentReads.cartProducts([10, 9], 'en').key).not.toBe(
      contentReads.cartProducts([9], 'en').key,
    );
  });

  it('are read in one request with the ids as given', async () => {
    const content = fakeContent();
    await expect(contentReads.cartProducts([99, 95], 'en').load(content)).resolves.toEqual([
      product(99),
      product(95),
    ]);
    expect(content.productsByIds).toHaveBeenCalledTimes(1);
    expect(content.productsByIds).toHaveBeenCalledWith([99, 95], 'en');
    expect(content.product).not.toHaveBeenCalled();
  });

  it('do not reorder the ids of the caller when making the key', () => {
    const ids = [99, 95, 98];
    contentReads.cartProducts(ids, 'en');
    expect(ids).toEqual([99, 95, 98]);
  });

  it('fail as a whole when the read fails', async () => {
    const content = fakeContent();
    content.productsByIds.mockRejectedValueOnce(new ApiError('network', 'offline'));
    await expect(contentReads.cartProducts([99], 'en').load(content)).rejects.toMatchObject({
      kind: 'network',
    });
  });
});

describe('the products of a brand page', () => {
  it('come in the order of the ids, one product read each', async () => {
    const content = fakeContent();
    await expect(contentReads.brandProducts([99, 95, 98], 'en').load(content)).resolves.toEqual([
      product(99),
      product(95),
      product(98),
    ]);
    expect(content.product).toHaveBeenCalledTimes(3);
  });

  it('leave out an id the service does not know', async () => {
    const content = fakeContent();
    content.product.mockImplementation(async (id) => {
      if (id === 4040) throw new ApiError('http', 'Not Found', 404);
      return product(id);
    });
    await expect(contentReads.brandProducts([99, 4040, 95], 'en').load(content)).resolves.toEqual([
      product(99),
      product(95),
    ]);
  });

  it('fail as a whole on any other failure', async () => {
    const content = fakeContent();
    const down = new ApiError('http', 'Internal Server Error', 500);
    content.product.mockImplementation(async (id) => {
      if (id === 4040) throw new ApiError('http', 'Not Found', 404);
      if (id === 95) throw down;
      return product(id);
    });
    await expect(contentReads.brandProducts([99, 4040, 95], 'en').load(content)).rejects.toBe(down);
  });

  it('fail on a network failure, which has no status', async () => {
    const content = fakeContent();
    content.product.mockRejectedValueOnce(new ApiError('network', 'offline'));
    await expect(contentReads.brandProducts([99], 'en').load(content)).rejects.toMatchObject({
      kind: 'network',
    });
  });
});

describe('the products a listing leaves out', () => {
  it('are those of the category priced above the listing maximum of 200, asked without a maximum', async () => {
    // Arrange
    const content = fakeContent();
    content.productsByCategory.mockResolvedValueOnce([
      { ...product(1), price: 200 },
      { ...product(2), price: 200.01 },
      { ...product(3), price: 310 },
    ]);

    // Act
    const above = await contentReads.aboveListingPrice(3, 'ar').load(content);

    // Assert
    expect(above.map((entry) => entry.id)).toEqual([2, 3]);
    expect(content.productsByCategory).toHaveBeenCalledWith(
      { categoryId: 3, maxPrice: Number.MAX_SAFE_INTEGER },
      'ar',
    );
  });
});
