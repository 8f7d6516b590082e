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
    product: vi.fn(async (id: number) => product(id)),
    productsByIds: vi.fn(async (ids: readonly number[]) => ids.map(product)),
  } satisfies ContentClient;
}

describe('the key of a content read', () => {
  it('is the same for the same question, so start-up and the page share one answer', () => {
    expect(contentReads.product(99).key).toBe(contentReads.product(99).key);
    expect(contentReads.productsByCategory({ categoryId: 1, subCategoryIds: [3] }).key).toBe(
      contentReads.productsByCategory({ categoryId: 1, subCategoryIds: [3] }).key,
    );
  });

  it('differs for every other question', () => {
    const keys = [
      contentReads.featuredProducts('featured').key,
      contentReads.featuredProducts('new').key,
      contentReads.product(99).key,
      contentReads.product(9).key,
      contentReads.subCategories(99).key,
      contentReads.productsByCategory({ categoryId: 1, subCategoryIds: [] }).key,
      contentReads.productsByCategory({ categoryId: 1, subCategoryIds: [3] }).key,
      contentReads.productsByCategory({ categoryId: 13 }).key,
      contentReads.brandProducts([99]).key,
      contentReads.brandProducts([99, 95]).key,
      contentReads.brandProducts([95, 99]).key,
      contentReads.cartProducts([99]).key,
      contentReads.cartProducts([99, 95]).key,
      contentReads.cartProducts([]).key,
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('a content read', () => {
  it('asks the content service what its key names', async () => {
    const content = fakeContent();
    await expect(contentReads.featuredProducts('featured').load(content)).resolves.toEqual([
      product(1),
    ]);
    expect(content.featuredProducts).toHaveBeenCalledWith('featured');
    const query = { categoryId: 1, subCategoryIds: [3] };
    await expect(contentReads.productsByCategory(query).load(content)).resolves.toEqual([
      product(2),
    ]);
    expect(content.productsByCategory).toHaveBeenCalledWith(query);
    await expect(contentReads.product(99).load(content)).resolves.toEqual(product(99));
    await expect(contentReads.subCategories(1).load(content)).resolves.toEqual([
      { id: 4, title: 'Truffles' },
    ]);
    expect(content.subCategories).toHaveBeenCalledWith(1);
  });

  it('of the sub-categories reads a failure as none (docs/requirements.md §4)', async () => {
    const content = fakeContent();
    content.subCategories.mockRejectedValueOnce(new ApiError('network', 'offline'));
    await expect(contentReads.subCategories(1).load(content)).resolves.toEqual([]);
  });

  it('of a product passes on the service’s 404', async () => {
    const content = fakeContent();
    content.product.mockRejectedValueOnce(new ApiError('http', 'Not Found', 404));
    await expect(contentReads.product(4040).load(content)).rejects.toMatchObject({ status: 404 });
  });
});

describe('the products of the cart', () => {
  it('share one key whatever the order of the ids, since the cart order does not change the answer', () => {
    expect(contentReads.cartProducts([99, 95, 98]).key).toBe(
      contentReads.cartProducts([95, 98, 99]).key,
    );
    expect(contentReads.cartProducts([10, 9]).key).toBe(contentReads.cartProducts([9, 10]).key);
    expect(contentReads.cartProducts([10, 9]).key).not.toBe(contentReads.cartProducts([9]).key);
  });

  it('are read in one request with the ids as given', async () => {
    const content = fakeContent();
    await expect(contentReads.cartProducts([99, 95]).load(content)).resolves.toEqual([
      product(99),
      product(95),
    ]);
    expect(content.productsByIds).toHaveBeenCalledTimes(1);
    expect(content.productsByIds).toHaveBeenCalledWith([99, 95]);
    expect(content.product).not.toHaveBeenCalled();
  });

  it('do not reorder the ids of the caller when making the key', () => {
    const ids = [99, 95, 98];
    contentReads.cartProducts(ids);
    expect(ids).toEqual([99, 95, 98]);
  });

  it('fail as a whole when the read fails', async () => {
    const content = fakeContent();
    content.productsByIds.mockRejectedValueOnce(new ApiError('network', 'offline'));
    await expect(contentReads.cartProducts([99]).load(content)).rejects.toMatchObject({
      kind: 'network',
    });
  });
});

describe('the products of a brand page', () => {
  it('come in the order of the ids, one product read each', async () => {
    const content = fakeContent();
    await expect(contentReads.brandProducts([99, 95, 98]).load(content)).resolves.toEqual([
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
    await expect(contentReads.brandProducts([99, 4040, 95]).load(content)).resolves.toEqual([
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
    await expect(contentReads.brandProducts([99, 4040, 95]).load(content)).rejects.toBe(down);
  });

  it('fail on a network failure, which has no status', async () => {
    const content = fakeContent();
    content.product.mockRejectedValueOnce(new ApiError('network', 'offline'));
    await expect(contentReads.brandProducts([99]).load(content)).rejects.toMatchObject({
      kind: 'network',
    });
  });
});
