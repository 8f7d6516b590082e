export { CheckoutEmpty } from './CheckoutEmpty';
export type { CheckoutEmptyProps } from './CheckoutEmpty';
