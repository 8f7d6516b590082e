import { describe, expect, it } from 'vitest';
import { changedCatalog, WITHDRAWN_PRODUCT_ID } from './changed';
import { demoCatalog } from './index';

const changed = (id: number) => changedCatalog.products.find((product) => product.id === id);
const normal = (id: number) => demoCatalog.products.find((product) => product.id === id);

describe('the changed catalog (content:changed)', () => {
  it('lowers the price of 99 to 27.00 and keeps its old price', () => {
    expect(normal(99)?.attributes).toMatchObject({ price: 30, oldprice: 37.5 });
    expect(changed(99)?.attributes).toMatchObject({ price: 27, oldprice: 37.5 });
  });

  it('sells out 90', () => {
    expect(normal(90)?.attributes.outofstock).toBe(false);
    expect(changed(90)?.attributes.outofstock).toBe(true);
  });

  it('withdraws 103', () => {
    expect(WITHDRAWN_PRODUCT_ID).toBe(103);
    expect(normal(103)).toBeDefined();
    expect(changed(103)).toBeUndefined();
  });

  it('caps 96 at one per order', () => {
    expect(normal(96)?.attributes.max_order_qut).toBeGreaterThan(1);
    expect(changed(96)?.attributes.max_order_qut).toBe(1);
  });

  it('leaves everything else as it is, and stamps the edited products', () => {
    const edited = [90, 96, 99];
    for (const product of changedCatalog.products) {
      const before = normal(product.id);
      if (edited.includes(product.id)) {
        expect(Date.parse(product.attributes.updatedAt)).toBeGreaterThan(
          Date.parse(before?.attributes.updatedAt ?? ''),
        );
      } else {
        expect(product).toBe(before);
      }
    }
    expect(changedCatalog.products).toHaveLength(demoCatalog.products.length - 1);
    expect(changedCatalog.categories).toBe(demoCatalog.categories);
    expect(changedCatalog.subCategories).toBe(demoCatalog.subCategories);
  });
});
