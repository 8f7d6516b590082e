import { BRAND, type Product } from '@rimal/core';

/** schema.org Product data for search engines (the product page embeds it as JSON-LD). */
export function productJsonLd(
  product: Product,
  pageUrl: string,
  origin: string,
): Record<string, unknown> {
  const images = [product.img, product.img2]
    .filter((src): src is string => Boolean(src))
    .map((src) => new URL(src, origin).href);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.desc,
    // The language of the words above: English where the product has no translation.
    inLanguage: product.locale,
    image: images,
    sku: String(product.id),
    brand: { '@type': 'Brand', name: BRAND.name },
    weight: product.weight || undefined,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'AED',
      price: product.price.toFixed(2),
      availability: product.outofstock
        ? 'https://schema.org/OutOfStock'
        : 'https://schema.org/InStock',
      areaServed: 'AE',
    },
  };
}

/** JSON for a <script> element: `<` escaped so a product text can never close the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
