import { describe, expect, it } from 'vitest';
import { parseProduct } from '@rimal/core';
import { demoProductRecord, products, UNTRANSLATED_PRODUCT } from '@rimal/mocks';
import { breadcrumbJsonLd, jsonForScript, productJsonLd, siteJsonLd } from './seo';

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

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1, each step named and at its address', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Rimal', url: 'https://rimal.example/ar/' },
        { name: 'هدايا', url: 'https://rimal.example/ar/products/3' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Rimal', item: 'https://rimal.example/ar/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'هدايا',
          item: 'https://rimal.example/ar/products/3',
        },
      ],
    });
  });
});

describe('siteJsonLd', () => {
  it('names one company in every language and the site in the page language, published by it', () => {
    const data = siteJsonLd({
      homeUrl: 'https://rimal.example/ja/',
      origin: 'https://rimal.example',
      logoUrl: 'https://media.example/uploads/logo.svg',
      language: 'ja',
      description: '説明',
    });
    const [organization, website] = data['@graph'] as Record<string, unknown>[];
    expect(organization).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://rimal.example/#organization',
      name: 'Rimal',
      url: 'https://rimal.example/ja/',
      logo: 'https://media.example/uploads/logo.svg',
      foundingDate: '1992',
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: 'https://rimal.example/ja/',
      inLanguage: 'ja',
      description: '説明',
      publisher: { '@id': 'https://rimal.example/#organization' },
    });
  });
});
