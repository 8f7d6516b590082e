export { Footer } from './Footer';
export type { FooterProps } from './Footer';
export { paymentMethods } from './marks';
export type { PaymentMethod } from './marks';
