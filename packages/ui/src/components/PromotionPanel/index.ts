export { PromotionPanel } from './PromotionPanel';
export type { PromotionPanelProps } from './PromotionPanel';
