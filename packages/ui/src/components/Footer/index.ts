export { Footer } from './Footer';
export type { FooterProps, SocialLink } from './Footer';
export { socialNetworks, paymentMethods } from './marks';
export type { SocialNetwork, PaymentMethod } from './marks';
