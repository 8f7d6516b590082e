export { PaymentFailed } from './PaymentFailed';
export type { PaymentFailedProps } from './PaymentFailed';
