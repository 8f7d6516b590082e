export { CouponField } from './CouponField';
export type { CouponFieldProps } from './CouponField';
export { usePrizeText } from './prizeText';
