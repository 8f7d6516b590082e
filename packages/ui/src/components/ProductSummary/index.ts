export { BackToShopLink, ProductSummary } from './ProductSummary';
export type { BackToShopLinkProps, ProductSummaryProps } from './ProductSummary';
