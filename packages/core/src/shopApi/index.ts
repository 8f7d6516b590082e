// The shop API's rules, shared by the demo shop API (mocks) and the CMS's (bundled into
// cms/src/shop/rules.cjs by scripts/cms/start.ts).

export { CartConflict, cartConflictReasons, type CartConflictReason } from './cartConflict';
export {
  catalogLines,
  catalogProducts,
  checkPaidOrder,
  normaliseCode,
  priceCheckoutSession,
  priceOrder,
  prizeRecordOf,
  type PaidSession,
  type PricedSession,
  type PricingContext,
} from './shopPricing';
export {
  DEMO_CARDS,
  SESSION_LIFETIME_MS,
  demoCardRefusal,
  demoClientSecret,
  parseCheckoutItems,
  sessionIdFromClientSecret,
  type CardRefusal,
} from './demoPayment';
export { fromFils, toFils } from '../money';
