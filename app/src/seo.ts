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

/** A page of the trail, by its name in the page's language and its absolute address. */
export interface Crumb {
  name: string;
  url: string;
}

/**
 * schema.org BreadcrumbList: the way from the home page to this one (a listing: home, its
 * category; a product: home, its category, the product), each step named in the page's language.
 */
export function breadcrumbJsonLd(trail: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** What the home page says of the company and the site, in its language. */
export interface SiteFacts {
  /** The home page's absolute address in the page's language. */
  homeUrl: string;
  /** The site's origin, whose root names the company whatever the language. */
  origin: string;
  /** The logo's absolute address. */
  logoUrl: string;
  /** The page's language, e.g. `ar`. */
  language: string;
  /** The company's description in that language. */
  description: string;
}

/**
 * schema.org Organization and WebSite for the home page, in one graph: the company (one `@id`
 * in every language) and the site in the page's language, published by it.
 */
export function siteJsonLd({
  homeUrl,
  origin,
  logoUrl,
  language,
  description,
}: SiteFacts): Record<string, unknown> {
  const organization = new URL('/#organization', origin).href;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organization,
        name: BRAND.name,
        legalName: BRAND.legalName,
        url: homeUrl,
        logo: logoUrl,
        description,
        foundingDate: String(BRAND.founded),
        email: BRAND.supportEmail,
        telephone: BRAND.phone,
        address: BRAND.address,
      },
      {
        '@type': 'WebSite',
        '@id': `${homeUrl}#website`,
        name: BRAND.name,
        url: homeUrl,
        inLanguage: language,
        description,
        publisher: { '@id': organization },
      },
    ],
  };
}

/** JSON for a <script> element: `<` escaped so a product text can never close the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
