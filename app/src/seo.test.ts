import { describe, expect, it } from 'vitest';
import { parseProduct } from '@rimal/core';
import { demoProductRecord, products, UNTRANSLATED_PRODUCT } from '@rimal/mocks';
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

describe('productJsonLd in another language', () => {
  const inLocale = (id: number, locale: 'ar' | 'ko') =>
    parseProduct(demoProductRecord(id, locale), '/demo-media', 'data', locale);

  it('names the product in the language read, and says which', () => {
    const data = productJsonLd(
      inLocale(99, 'ar'),
      'https://rimal.example/product/99?lang=ar',
      'https://rimal.example',
    );
    expect(data.inLanguage).toBe('ar');
    expect(data.name).toBe(inLocale(99, 'ar').title);
    expect(data.name).not.toBe(product(99).title);
    expect(data.offers).toMatchObject({ url: 'https://rimal.example/product/99?lang=ar' });
  });

  it('says English for a product shown in English because it has no translation', () => {
    const data = productJsonLd(
      inLocale(UNTRANSLATED_PRODUCT.id, UNTRANSLATED_PRODUCT.locale),
      'https://rimal.example/product/91?lang=ko',
      'https://rimal.example',
    );
    expect(data).toMatchObject({ inLanguage: 'en', name: product(UNTRANSLATED_PRODUCT.id).title });
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element it is placed in', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain(
      '</script>',
    );
  });
});
