import { describe, expect, it, vi } from 'vitest';
import type { ContentClient, Product } from '@rimal/core';
import { withEarlyReads } from './earlyReads';

const product = (id: number) => ({ id, title: `Product ${id}` }) as Product;

function fakeContent() {
  return {
    featuredProducts: vi.fn(async () => [product(1)]),
    productsByCategory: vi.fn(async () => [product(2)]),
    subCategories: vi.fn(async () => []),
    product: vi.fn(async (id: number) => product(id)),
  } satisfies ContentClient;
}

describe('reads started as the app starts', () => {
  it('answer the page’s identical call without asking the service again', async () => {
    const content = fakeContent();
    const early = withEarlyReads(content);
    early.start([{ method: 'product', args: [99] }]);
    expect(content.product).toHaveBeenCalledTimes(1);

    await expect(early.content.product(99)).resolves.toEqual(product(99));
    expect(content.product).toHaveBeenCalledTimes(1);
  });

  it('are used once: a second call (a retry) asks again', async () => {
    const content = fakeContent();
    const early = withEarlyReads(content);
    early.start([{ method: 'featuredProducts', args: ['featured'] }]);
    await early.content.featuredProducts('featured');
    await early.content.featuredProducts('featured');
    expect(content.featuredProducts).toHaveBeenCalledTimes(2);
  });

  it('do not answer a call with other arguments', async () => {
    const content = fakeContent();
    const early = withEarlyReads(content);
    early.start([{ method: 'productsByCategory', args: [{ categoryId: 1, subCategoryIds: [] }] }]);
    await early.content.productsByCategory({ categoryId: 1, subCategoryIds: [3] });
    expect(content.productsByCategory).toHaveBeenCalledTimes(2);
    expect(content.productsByCategory).toHaveBeenLastCalledWith({
      categoryId: 1,
      subCategoryIds: [3],
    });
  });

  it('are not used once they are older than the limit', async () => {
    const content = fakeContent();
    let time = 0;
    const early = withEarlyReads(content, { maxAgeMs: 1000, now: () => time });
    early.start([{ method: 'subCategories', args: [1] }]);
    time = 1000;
    await early.content.subCategories(1);
    expect(content.subCategories).toHaveBeenCalledTimes(2);
  });

  it('pass a failure to the page that takes it, and not before', async () => {
    const content = fakeContent();
    content.product.mockRejectedValueOnce(new Error('offline'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const early = withEarlyReads(content);
    early.start([{ method: 'product', args: [5] }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(early.content.product(5)).rejects.toThrow('offline');
  });
});
