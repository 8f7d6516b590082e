export { CartPanel } from './CartPanel';
export type { CartPanelProps } from './CartPanel';
export { CartLineItem } from './CartLineItem';
export type { CartLineItemProps } from './CartLineItem';
