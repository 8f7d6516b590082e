export { BrandPage, BrandProducts, brandPageIds } from './BrandPage';
export type { BrandPageId, BrandPageProps, BrandProductsProps } from './BrandPage';
export { useBrandProducts } from './useBrandProducts';
export type { BrandProductsState, BrandProductsStatus } from './useBrandProducts';
