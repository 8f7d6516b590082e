export { PromotionPanel, PROMOTION_CODE_MIN_LENGTH } from './PromotionPanel';
export type { PromotionPanelProps } from './PromotionPanel';
