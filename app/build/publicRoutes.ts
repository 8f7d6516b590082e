import { BRAND_PAGE_IDS, paths } from '@rimal/core';
import {
  languageAlternates,
  languageCodes,
  pageInLanguage,
  type LanguageAlternate,
} from '@rimal/i18n';

/** The catalog's categories, each a listing page. */
const categoryIds = [1, 2, 3];

/** The pages whose address has no id: the brands and the corporate pages. */
export const fixedPages: readonly string[] = [
  ...BRAND_PAGE_IDS.map(paths.brandPage),
  paths.promotion,
  paths.about,
  paths.contact,
  paths.termsAndConditions,
  paths.privacyPolicy,
];

/** Routes listed in the sitemap (docs/requirements.md §2; detail pages come from the catalog). */
export const publicRoutes: readonly string[] = [
  paths.home,
  ...categoryIds.map(paths.products),
  ...fixedPages,
];

/** One address of the sitemap: a page in one language, with the page in every other one. */
export interface SitemapPage {
  /** A path, e.g. `/ar/about`. */
  href: string;
  alternates: LanguageAlternate[];
}

/** Every public page in every language (docs/catalog-languages.md §4). */
export const sitemapPages: readonly SitemapPage[] = publicRoutes.flatMap((route) => {
  const alternates = languageAlternates(route);
  return languageCodes.map((code) => ({ href: pageInLanguage(route, code), alternates }));
});
