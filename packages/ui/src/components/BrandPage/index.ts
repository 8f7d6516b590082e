export { BrandPage, BrandProducts } from './BrandPage';
export type { BrandPageProps, BrandProductsProps } from './BrandPage';
