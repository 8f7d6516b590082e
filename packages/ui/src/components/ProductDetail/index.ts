export { ProductDetail, productDetailStatuses } from './ProductDetail';
export type { ProductDetailProps, ProductDetailStatus } from './ProductDetail';
