export { FeaturedList, FeaturedProducts } from './FeaturedProducts';
export type { FeaturedListProps, FeaturedProductsProps } from './FeaturedProducts';
