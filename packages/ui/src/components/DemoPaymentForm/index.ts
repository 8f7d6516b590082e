export { DemoPaymentForm } from './DemoPaymentForm';
export type { DemoPaymentFormProps } from './DemoPaymentForm';
