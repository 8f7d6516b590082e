import { describe, expect, it } from 'vitest';
import { parseProduct } from '@rimal/core';
import { products } from '@rimal/mocks';
import { jsonForScript, productJsonLd } from './seo';

const product = (id: number) =>
  parseProduct(
    products.find((record) => record.id === id),
    '/demo-media',
  );

describe('productJsonLd', () => {
  it('describes the product with an AED offer and absolute images', () => {
    const data = productJsonLd(
      product(99),
      'https://rimal.example/product/99',
      'https://rimal.example',
    );
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: '99',
      offers: { priceCurrency: 'AED', price: '30.00', availability: 'https://schema.org/InStock' },
    });
    expect(data.image).toEqual([
      'https://rimal.example/demo-media/uploads/product-99-top.svg',
      'https://rimal.example/demo-media/uploads/product-99-box.svg',
    ]);
  });

  it('marks an out-of-stock product', () => {
    const data = productJsonLd(
      product(95),
      'https://rimal.example/product/95',
      'https://rimal.example',
    );
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element it is placed in', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain(
      '</script>',
    );
  });
});
