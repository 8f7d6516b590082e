import { describe, expect, it } from 'vitest';
import { BRAND_PAGE_IDS, BRAND_PAGE_PRODUCTS, PRODUCT_BRANDS } from '@rimal/core';
import {
  brandPageBrands,
  categories,
  categoryOfSubCategory,
  findProduct,
  prizeCodes,
  productArt,
  products,
  subCategories,
} from '.';

const attributesOf = (id: number) => {
  const product = findProduct(id);
  if (!product) throw new Error(`Product ${id} is missing`);
  return product.attributes;
};

describe('demo catalog (docs/demo-catalog.md §2)', () => {
  it('has categories 1, 2 and 3, each with at least three sub-categories', () => {
    expect(categories.map((category) => category.id)).toEqual([1, 2, 3]);
    for (const category of categories) {
      expect(category.attributes.sub_categories.data.length).toBeGreaterThanOrEqual(3);
    }
    for (const sub of subCategories) {
      expect(sub.attributes.categories.data.map((category) => category.id)).toEqual([
        categoryOfSubCategory(sub.id),
      ]);
    }
  });

  it('has at least 24 products including ids 90 to 104, with unique ids', () => {
    const ids = products.map((product) => product.id);
    expect(ids.length).toBeGreaterThanOrEqual(24);
    expect(new Set(ids).size).toBe(ids.length);
    for (let id = 90; id <= 104; id += 1) expect(ids).toContain(id);
  });

  it('gives every product a title, a long description, a weight, a price and two pictures', () => {
    for (const { id, attributes } of products) {
      expect(attributes.title.length, `title of ${id}`).toBeGreaterThan(3);
      expect(attributes.desc.length, `desc of ${id}`).toBeGreaterThan(80);
      expect(attributes.weight, `weight of ${id}`).toMatch(/^\d+(\.\d+)? (g|kg)$/);
      expect(attributes.price, `price of ${id}`).toBeGreaterThan(0);
      expect(attributes.img.data?.attributes.url).toBe(`/uploads/product-${id}-top.svg`);
      expect(attributes.img2.data?.attributes.url).toBe(`/uploads/product-${id}-box.svg`);
    }
  });

  it('keeps each product in categories that own its sub-categories', () => {
    for (const { id, attributes } of products) {
      const categoryIds = attributes.categories.data.map((category) => category.id);
      expect(categoryIds.length, `categories of ${id}`).toBeGreaterThan(0);
      for (const sub of attributes.sub_categories.data) {
        expect(categoryIds, `sub-category ${sub.id} of ${id}`).toContain(
          categoryOfSubCategory(sub.id),
        );
      }
    }
  });

  it('marks 95 out of stock and only 95', () => {
    expect(products.filter((product) => product.attributes.outofstock).map((p) => p.id)).toEqual([
      95,
    ]);
  });

  it('puts 100, 101 and 102 on flash sale with a limit of 2', () => {
    const flash = products.filter((product) => product.attributes.flash_sale);
    expect(flash.map((product) => product.id)).toEqual([100, 101, 102]);
    for (const product of flash) expect(product.attributes.flash_sale_product_pcs).toBe(2);
  });

  it('discounts 99 from 37.50 to 30.00 (20 %), caps it at 2, in category 1', () => {
    const product = attributesOf(99);
    expect(product).toMatchObject({
      price: 30,
      oldprice: 37.5,
      discount: true,
      discoamount: 20,
      max_order_qut: 2,
    });
    expect(product.categories.data.map((category) => category.id)).toContain(1);
  });

  it('sells 90 at 12.50, caps it at 10, in category 1', () => {
    const product = attributesOf(90);
    expect(product).toMatchObject({ price: 12.5, max_order_qut: 10 });
    expect(product.categories.data.map((category) => category.id)).toContain(1);
  });

  it('leaves max_order_qut out of 103 entirely, and gives every other product at least 5', () => {
    expect(Object.keys(attributesOf(103))).not.toContain('max_order_qut');
    for (const { id, attributes } of products) {
      if (id === 103 || id === 99) continue;
      expect(attributes.max_order_qut, `max_order_qut of ${id}`).toBeGreaterThanOrEqual(5);
    }
  });

  it('features at least 6 products', () => {
    expect(
      products.filter((product) => product.attributes.type === 'featured').length,
    ).toBeGreaterThanOrEqual(6);
  });

  it('spreads prices across the three delivery tiers', () => {
    const prices = products.map((product) => product.attributes.price);
    expect(prices.filter((price) => price < 50).length).toBeGreaterThanOrEqual(5);
    expect(prices.filter((price) => price >= 50 && price < 75).length).toBeGreaterThanOrEqual(3);
    expect(prices.filter((price) => price >= 75).length).toBeGreaterThanOrEqual(5);
    expect(prices.some((price) => price > 200)).toBe(true);
  });

  it('matches discounts to their percentages', () => {
    for (const { id, attributes } of products) {
      if (!attributes.discount) {
        expect(attributes.oldprice, `oldprice of ${id}`).toBeNull();
        continue;
      }
      const percent = Math.round((1 - attributes.price / (attributes.oldprice ?? 0)) * 100);
      expect(percent, `discount of ${id}`).toBe(attributes.discoamount);
    }
  });

  it('assigns the brand lines of the brand pages to their Rimal brands', () => {
    for (const page of BRAND_PAGE_IDS) {
      for (const id of BRAND_PAGE_PRODUCTS[page]) {
        expect(productArt[id]?.brand, `brand of ${id}`).toBe(brandPageBrands[page]);
      }
    }
    for (const { id } of products) {
      expect(PRODUCT_BRANDS).toContain(productArt[id]?.brand);
      expect(productArt[id]?.shortName.length, `short name of ${id}`).toBeLessThanOrEqual(20);
    }
  });

  it('lists the five prize codes, NOPRIZE001 without a prize', () => {
    expect(prizeCodes.map((record) => [record.code, record.winItemName])).toEqual([
      ['WIN50OFF01', '50% Off on next order'],
      ['WINGOLD001', 'GOLD COIN'],
      ['WINPHONE01', 'Mobile Phone'],
      ['WINTOTE001', 'Tote bag'],
      ['NOPRIZE001', undefined],
    ]);
    expect(Object.keys(prizeCodes[4] ?? {})).not.toContain('winItemName');
  });
});
