export { CheckoutFlow } from './CheckoutFlow';
export type { CheckoutFlowProps } from './CheckoutFlow';
