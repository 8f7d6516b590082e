export { ListingBanner } from './ListingBanner';
export type { ListingBannerProps } from './ListingBanner';
