import { categories, subCategories } from './categories';
import { products } from './products';
import { DEFAULT_LOCALE, type CatalogLocale } from './languages';
import { productInLocale } from './localized';
import type { DemoCatalog } from './types';

export { categories, subCategories, categoryOfSubCategory } from './categories';
export { linkPreviewSources, products } from './products';
export { prizeCodes } from './prizeCodes';
export { changedCatalog, WITHDRAWN_PRODUCT_ID } from './changed';
export { productArt, productBrandOf } from './art';
export type { PackKind, PieceKind, ProductArt, SurfaceKind } from './art';
export { brandPageBrands } from './brands';
export {
  CATALOG_LOCALES,
  DEFAULT_LOCALE,
  UNTRANSLATED_PRODUCT,
  catalogTranslations,
  isCatalogLocale,
  localizedId,
  CATALOG_LOCALE_NAMES,
} from './languages';
export type { CatalogLocale, CatalogTranslation } from './languages';
export { localizedCollections, productInLocale } from './localized';
export { documentIdOf } from './documentIds';
export type { DocumentKind } from './documentIds';
export { strapiSeed } from './strapiSeed';
export type { StrapiSeed } from './strapiSeed';
export { artPalette } from './palette';
export {
  PRODUCT_IMAGE_SIZE,
  mediaSize,
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

/** A product as the site reads it in `locale` (its translation populated), or undefined. */
export function demoProductRecord(id: number, locale: CatalogLocale = DEFAULT_LOCALE) {
  return productInLocale(demoCatalog, id, locale);
}

export function findProduct(id: number) {
  return products.find((product) => product.id === id);
}
