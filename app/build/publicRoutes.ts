import { BRAND_PAGE_IDS, paths } from '@rimal/core';
import {
  languageAlternates,
  languageCodes,
  pageInLanguage,
  type LanguageAlternate,
} from '@rimal/i18n';

/** The pages whose address has no id: the brands and the corporate pages. */
export const fixedPages: readonly string[] = [
  ...BRAND_PAGE_IDS.map(paths.brandPage),
  paths.promotion,
  paths.about,
  paths.contact,
  paths.termsAndConditions,
  paths.privacyPolicy,
];

/**
 * Routes listed in the sitemap whose address has no id (docs/requirements.md §2); the listings
 * and the detail pages come from the catalog, which the prerender reads.
 */
export const publicRoutes: readonly string[] = [paths.home, ...fixedPages];

/** One address of the sitemap: a page in one language, with the page in every other one. */
export interface SitemapPage {
  /** A path, e.g. `/ar/about`. */
  href: string;
  alternates: LanguageAlternate[];
}

/** These pages (English paths) in every language (docs/catalog-languages.md §4). */
export const sitemapPagesOf = (routes: readonly string[]): SitemapPage[] =>
  routes.flatMap((route) => {
    const alternates = languageAlternates(route);
    return languageCodes.map((code) => ({ href: pageInLanguage(route, code), alternates }));
  });

/** Every public page in every language, the catalog's aside (the prerender adds them). */
export const sitemapPages: readonly SitemapPage[] = sitemapPagesOf(publicRoutes);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Each page in each language is an entry of its own, naming the page in every language
 * (`xhtml:link` alternates, `x-default` for the address without a language), as search engines
 * ask of a multilingual sitemap.
 */
export function sitemap(siteUrl: string, pages: readonly SitemapPage[]): string {
  const absolute = (href: string) => escapeXml(new URL(href, siteUrl).href);
  const urls = pages.map(({ href, alternates }) =>
    [
      '  <url>',
      `    <loc>${absolute(href)}</loc>`,
      ...alternates.map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${absolute(alternate.href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
