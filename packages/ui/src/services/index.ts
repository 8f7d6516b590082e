export { ServicesProvider, useServices } from './ServicesProvider';
export type { Services } from './ServicesProvider';
export type { PaymentProvider } from './payment';
export { socialNetworks, type SocialLink, type SocialNetwork } from './links';
