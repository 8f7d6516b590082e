import type { BrandPageId, ProductBrand } from '@rimal/core';

/** The brand the demo products of each brand page carry on their pictures. */
export const brandPageBrands: Record<BrandPageId, ProductBrand> = {
  gourmet: 'Rimal Gourmet',
  vegan: 'Rimal Vegan',
  bites: 'Rimal Bites',
};
