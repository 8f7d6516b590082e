export { OrderNotFound } from './OrderNotFound';
export type { OrderNotFoundProps } from './OrderNotFound';
