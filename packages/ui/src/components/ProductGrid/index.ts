export { ProductGrid, productGridStatuses } from './ProductGrid';
export type { ProductGridMessages, ProductGridProps, ProductGridStatus } from './ProductGrid';
