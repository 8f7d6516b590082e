import { BRAND_PAGE_IDS, paths } from '@rimal/core';

/** The catalog's categories, each a listing page. */
const categoryIds = [1, 2, 3];

/** Routes listed in the sitemap (docs/requirements.md §2; detail pages come from the catalog). */
export const publicRoutes: readonly string[] = [
  paths.home,
  ...categoryIds.map(paths.products),
  ...BRAND_PAGE_IDS.map(paths.brandPage),
  paths.promotion,
  paths.about,
  paths.contact,
  paths.termsAndConditions,
  paths.privacyPolicy,
];
