export { PaymentArea } from './PaymentArea';
export type { PaymentAreaProps } from './PaymentArea';
