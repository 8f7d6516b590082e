/** The 14 product brands of the Target Brand list (docs/contracts.md §3); brand names, never translated. */
export const productBrands = [
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

export type ProductBrand = (typeof productBrands)[number];

/** Product ids the brand pages link to, in display order (docs/requirements.md §2.6). */
export const brandLines = {
  gourmet: [99, 95, 98, 104, 103, 96],
  vegan: [91, 94, 92, 90],
  bites: [101, 100, 102],
} as const satisfies Record<string, readonly number[]>;

export type BrandLine = keyof typeof brandLines;

export const brandLineNames: Record<BrandLine, ProductBrand> = {
  gourmet: 'Rimal Gourmet',
  vegan: 'Rimal Vegan',
  bites: 'Rimal Bites',
};
