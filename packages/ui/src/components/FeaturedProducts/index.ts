export { FeaturedList, FeaturedProducts, featuredHeadingLevels } from './FeaturedProducts';
export type { FeaturedListProps, FeaturedProductsProps } from './FeaturedProducts';
