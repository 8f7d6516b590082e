import { describe, expect, it } from 'vitest';
import { BRAND_PAGE_IDS, BRAND_PAGE_PRODUCTS, PRODUCT_BRANDS } from './brands';

describe('the product brands', () => {
  it('are the 14 distinct names of the Target Brand list, OTHER last', () => {
    expect(PRODUCT_BRANDS).toHaveLength(14);
    expect(new Set(PRODUCT_BRANDS).size).toBe(14);
    expect(PRODUCT_BRANDS.at(-1)).toBe('OTHER');
  });
});

describe('the brand pages', () => {
  it('are gourmet, vegan and bites, in the menu order', () => {
    expect(BRAND_PAGE_IDS).toEqual(['gourmet', 'vegan', 'bites']);
  });

  it('show the fixed products of the specification, in order', () => {
    expect(BRAND_PAGE_PRODUCTS).toEqual({
      gourmet: [99, 95, 98, 104, 103, 96],
      vegan: [91, 94, 92, 90],
      bites: [101, 100, 102],
    });
  });

  it('never show one product on two pages', () => {
    const ids = Object.values(BRAND_PAGE_PRODUCTS).flat();
    expect(new Set(ids).size).toBe(ids.length);
  });
});
