/**
 * The 14 product brands: the contact form's Target Brand and Brand Name lists
 * (docs/requirements.md §3 and §9). Brand names, never translated.
 */
export const PRODUCT_BRANDS = [
  'Rimal Gourmet',
  'Rimal Vegan',
  'Rimal Bites',
  'Sidra',
  'Oasis Gold',
  'Nakhla Noir',
  'Dune Delights',
  'Palm Pearl',
  'Saffron Crown',
  'Majlis',
  'Tamr Crunch',
  'Golden Khalas',
  'Little Camel',
  'OTHER',
] as const;

export type ProductBrand = (typeof PRODUCT_BRANDS)[number];

/** The brand pages and the products each one shows, in display order (docs/requirements.md §2). */
export const BRAND_PAGE_PRODUCTS = {
  gourmet: [99, 95, 98, 104, 103, 96],
  vegan: [91, 94, 92, 90],
  bites: [101, 100, 102],
} as const satisfies Record<string, readonly number[]>;

export type BrandPageId = keyof typeof BRAND_PAGE_PRODUCTS;

/** The brand pages in the order the navbar's New Release menu lists them. */
export const BRAND_PAGE_IDS = Object.keys(BRAND_PAGE_PRODUCTS) as readonly BrandPageId[];
