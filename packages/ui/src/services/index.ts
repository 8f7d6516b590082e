export { ServicesProvider, useServices } from './ServicesProvider';
export type { Services } from './ServicesProvider';
export type { PaymentProvider } from './payment';
