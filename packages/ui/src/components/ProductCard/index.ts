export { ProductCard, ProductCardSkeleton } from './ProductCard';
export type { ProductCardProps } from './ProductCard';
export { ProductBadges, ProductPrice } from './ProductPrice';
export type { ProductBadgesProps, ProductPriceProps } from './ProductPrice';
export { useAddToCartFeedback } from './addToCartFeedback';
