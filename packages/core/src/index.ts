// The public API of @rimal/core: the shop's rules, data, schemas, clients and flows.

export { BRAND, ORDER_BRAND } from './brand';
export { CART_DESCRIPTION_LENGTH, excerpt } from './excerpt';
export { sanitizeCartLines } from './cartStorage';
export { siteMedia } from './siteMedia';

export type {
  CartLine,
  CheckoutSessionItem,
  CheckoutSessionRequest,
  OrderPayload,
  PrizeRecord,
  Product,
  SessionStatus,
  SubCategory,
  TranslatableMessage,
} from './types';

export {
  FILS_PER_AED,
  formatMoney,
  fromFils,
  prepareMoneyFormat,
  toFils,
  type Fils,
} from './money';
export { productDiscount, type ProductDiscount } from './discount';

export {
  FREE_DELIVERY_FROM,
  PRIZE_DISCOUNT_RATE,
  REDUCED_DELIVERY_CHARGE,
  REDUCED_DELIVERY_FROM,
  STANDARD_DELIVERY_CHARGE,
  deliveryCharge,
  freeDeliveryHint,
  freeDeliveryProgress,
  itemsTotal,
  orderTotals,
  prizeDiscount,
  type FreeDeliveryHint,
  type OrderTotals,
} from './pricing';

export {
  DEFAULT_MAX_ORDER_QUANTITY,
  addToCart,
  canDecrease,
  canIncrease,
  lineCount,
  productToCartLine,
  quantityCap,
  removeFromCart,
  resetCart,
  setLineQuantity,
  totalPieces,
  type AddToCartResult,
  type CartRefusal,
} from './cart';

export {
  CLAIM_WITH_SUPPORT_PRIZES,
  FIFTY_OFF_PRIZE,
  hasPrize,
  prizeMessage,
  type PrizeMessage,
} from './prize';

export { CITIES, CITY_IDS, CITY_NAMES, type CityId, type CityName } from './cities';

export {
  DELIVERY_ITEM_TITLE,
  ORDER_REFERENCE_PREFIX,
  PARCEL_WEIGHT,
  buildCheckoutSessionRequest,
  buildOrderPayload,
  initialCustomerDetails,
  orderDescription,
  type CustomerDetails,
  type OrderPayloadInput,
} from './order';

export { mediaUrl } from './media';
export { catalogIdFrom, catalogIdsFrom } from './catalogIds';

export {
  BRAND_CATEGORIES,
  DEPARTMENTS,
  DEPARTMENT_IDS,
  SALES_OPTIONS,
  SUPPORT_OPTIONS,
  TARGET_BRANDS,
  TARGET_FUNCTIONS,
  contactFormBody,
  departmentLabel,
  isDepartmentId,
  isSalesOption,
  isSupportOption,
  type BrandCategory,
  type ContactFormBody,
  type DepartmentId,
  type SalesOption,
  type SupportOption,
  type TargetBrand,
  type TargetFunction,
} from './contact/departments';
export {
  countryCodes,
  REGION_GROUPS,
  REGION_GROUP_IDS,
  countryOptions,
  isCountryCode,
  regionOf,
  type CountryCode,
  type CountryOption,
  type RegionGroup,
} from './contact/countries';
export { RECIPIENTS, recipientsFor, type RoutableSubmission } from './contact/recipients';
export {
  MAX_UPLOAD_BYTES,
  checkUploads,
  fileTooLargeMessage,
  type UploadCheck,
} from './contact/uploads';
export {
  buildContactPayload,
  departmentChanged,
  initialContactValues,
  shownContactFields,
  withMailList,
  type ContactFormValues,
  type ContactPayload,
  type RegisterPayload,
} from './contact/payload';

export { VALIDATION, minLengthMessage, type ValidationMessage } from './schemas/messages';
export { isPhoneNumber } from './schemas/phone';
export { checkoutSchema } from './schemas/checkoutSchema';
export { contactSchema } from './schemas/contactSchema';
export {
  PROMOTION_CODE_MIN_LENGTH,
  promotionCodeSchema,
  type PromotionCodeValues,
} from './schemas/promotionCodeSchema';

export { ApiError, isApiError, toApiError, type ApiErrorKind } from './api/errors';
export { DEFAULT_TIMEOUT_MS, type HttpConfig } from './api/http';
export {
  DEFAULT_MAX_PRICE,
  FEATURED_TYPE,
  createContentClient,
  parseProduct,
  type ContentClient,
  type ContentClientConfig,
  type ProductsByCategoryQuery,
} from './api/contentClient';
export { createShopClient, type ShopClient, type ShopClientConfig } from './api/shopClient';
export {
  DEMO_CARD_MESSAGES,
  createDemoPaymentClient,
  demoCardSchema,
  isCardNumber,
  isCvc,
  isFutureExpiry,
  normaliseCardNumber,
  parseExpiry,
  type DemoCard,
  type DemoPaymentClient,
  type DemoPaymentClientConfig,
  type DemoPaymentResult,
  type DemoPaymentSession,
} from './api/demoPaymentClient';
export {
  createMailClient,
  type MailClient,
  type MailClientConfig,
  type UploadableFile,
} from './api/mailClient';

export {
  couponMachine,
  type CouponActorInputs,
  type CouponContext,
  type CouponEvent,
  type CouponInput,
} from './machines/couponMachine';
export {
  contactMachine,
  type ContactActorInputs,
  type ContactContext,
  type ContactEvent,
  type ContactFailure,
  type ContactInput,
  type ContactStep,
} from './machines/contactMachine';
export {
  checkoutMachine,
  type CheckoutActorInputs,
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutServices,
} from './machines/checkoutMachine';
export {
  PENDING_ORDER_KEY,
  keyValuePendingOrderStore,
  memoryPendingOrderStore,
  type KeyValueStorage,
  type PendingOrderStore,
} from './machines/pendingOrderStore';
