import { categories, subCategories } from './categories';
import { products } from './products';
import type { DemoCatalog } from './types';

export { categories, subCategories, categoryOfSubCategory } from './categories';
export { products } from './products';
export { prizeCodes } from './prizeCodes';
export { changedCatalog, WITHDRAWN_PRODUCT_ID } from './changed';
export { productArt, productBrandOf } from './art';
export type { PackKind, PieceKind, ProductArt, SurfaceKind } from './art';
export { brandPageBrands } from './brands';
export { artPalette } from './palette';
export {
  PRODUCT_IMAGE_SIZE,
  productImage,
  productImageFile,
  siteMedia,
  siteMediaPaths,
} from './media';
export type { ProductView } from './media';
export type { DemoCatalog, PrizeCodeRecord } from './types';

/** The catalog the demo content service serves. */
export const demoCatalog: DemoCatalog = { categories, subCategories, products };

/** A catalog with nothing in it (the `empty` scenario). */
export const emptyCatalog: DemoCatalog = { categories: [], subCategories: [], products: [] };

export function findProduct(id: number) {
  return products.find((product) => product.id === id);
}
