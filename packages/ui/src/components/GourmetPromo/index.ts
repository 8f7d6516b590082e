export { GourmetPromo } from './GourmetPromo';
export type { GourmetPromoProps } from './GourmetPromo';
