export { OrderConfirmed } from './OrderConfirmed';
export type { OrderConfirmedProps } from './OrderConfirmed';
