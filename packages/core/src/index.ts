// The public API of @rimal/core: the shop's rules, data, schemas, clients and flows.

export { BRAND, ORDER_BRAND } from './brand';
export {
  BRAND_PAGE_IDS,
  BRAND_PAGE_PRODUCTS,
  PRODUCT_BRANDS,
  type BrandPageId,
  type ProductBrand,
} from './brands';
export { PAYMENT_SESSION_PARAM, SHOP_CATEGORY_ID, paths } from './paths';
export { excerpt } from './excerpt';
export { PROMOTION_CODE_MIN_LENGTH } from './promotion';
export { sanitizeCartChanges, sanitizeCartLines } from './cartStorage';
export { siteLinkPreviews, siteMedia } from './siteMedia';

export type {
  CartLine,
  Category,
  CheckoutSessionItem,
  CheckoutSessionRequest,
  OrderPayload,
  PrizeRecord,
  Product,
  ProductTexts,
  SessionStatus,
  SubCategory,
  TranslatableMessage,
} from './types';

export { formatMoney, fromFils, prepareMoneyFormat, toFils, type Fils } from './money';
export { productDiscount } from './discount';

export {
  deliveryCharge,
  freeDeliveryHint,
  freeDeliveryProgress,
  itemsTotal,
  orderTotals,
} from './pricing';

export {
  MAX_CART_LINES,
  addToCart,
  buyableLines,
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
  mergeCartChanges,
  reconcileCart,
  type CartChange,
  type ReconciledCart,
} from './cartReconcile';

export { hasPrize, prizeMessage } from './prize';

export { CITIES, CITY_NAMES } from './cities';

export {
  buildCheckoutSessionRequest,
  buildOrderPayload,
  initialCustomerDetails,
  type CustomerDetails,
} from './order';

export { mediaUrl } from './media';
export {
  LINK_PREVIEW_SIZE,
  linkPreviewOf,
  linkPreviewPathOf,
  siteLinkPreview,
  type LinkPreviewPicture,
  type MediaFileSize,
} from './linkPreview';
export { catalogIdFrom, catalogIdsFrom } from './catalogIds';

export {
  BRAND_CATEGORIES,
  DEPARTMENTS,
  DEPARTMENT_IDS,
  SALES_OPTIONS,
  SUPPORT_OPTIONS,
  TARGET_BRANDS,
  TARGET_FUNCTIONS,
  departmentLabel,
  isDepartmentId,
  isSalesOption,
  isSupportOption,
  type BrandCategory,
  type DepartmentId,
  type SalesOption,
  type SupportOption,
  type TargetBrand,
  type TargetFunction,
} from './contact/departments';
export { countryOptions, regionOf, type RegionGroup } from './contact/countries';
export {
  RECIPIENTS,
  recipientTableFrom,
  recipientsFor,
  type RecipientTable,
} from './contact/recipients';
export {
  contactProblem,
  departmentIdOf,
  departmentValues,
  uploadContentType,
  uploadProblem,
  type MailKind,
} from './mailApi';
export {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  MAX_UPLOAD_TOTAL_BYTES,
  UPLOAD_RETENTION_DAYS,
  UPLOAD_SNIFF_BYTES,
  checkUploads,
  fileRefusal,
  fileTooLargeMessage,
  judgeUploads,
  readUploadKind,
  screenUploads,
  sniffUpload,
  uploadRefusalMessages,
  type SniffedUpload,
  type UploadKind,
  type UploadRefusal,
  type UploadRefusalMessage,
  type UploadRefusalReason,
  type UploadScreening,
} from './contact/uploads';
export { cleanUploadName } from './contact/uploadName';
export {
  contactFormFields,
  type ContactField,
  type ContactFormChoices,
  type ContactFormFields,
  type ContactUpload,
} from './contact/formFields';
export {
  buildContactPayload,
  departmentChanged,
  initialContactValues,
  withMailList,
  type ContactFormValues,
  type ContactPayload,
  type RegisterPayload,
} from './contact/payload';

export { VALIDATION } from './schemas/messages';
export { isPhoneNumber } from './schemas/phone';
export { checkoutSchema } from './schemas/checkoutSchema';
export { contactSchema } from './schemas/contactSchema';

export {
  ApiError,
  isApiError,
  isConflict,
  mayPassLater,
  READ_RETRY_FIRST_MS,
  READ_RETRY_LONGEST_MS,
  readRetryDelayMs,
} from './api/errors';
export { type HttpConfig } from './api/http';
export {
  DEFAULT_CONTENT_LOCALE,
  FEATURED_TYPE,
  createContentClient,
  parseProduct,
  type ContentClient,
  type ProductsByCategoryQuery,
} from './api/contentClient';
export { contentReads, type ContentRead } from './api/contentReads';
export { createShopClient, type ShopClient } from './api/shopClient';
export {
  DEMO_CARD_MESSAGES,
  createDemoPaymentClient,
  demoCardSchema,
  type DemoCard,
  type DemoPaymentResult,
  type DemoPaymentSession,
} from './api/demoPaymentClient';
export { createMailClient, type MailClient, type UploadableFile } from './api/mailClient';

export {
  couponMachine,
  type CouponActorInputs,
  type CouponContext,
  type CouponEvent,
  type CouponInput,
  type CouponTag,
} from './machines/couponMachine';
export {
  contactMachine,
  type ContactActorInputs,
  type ContactContext,
  type ContactEvent,
  type ContactFailure,
  type ContactInput,
  type ContactStep,
  type ContactTag,
} from './machines/contactMachine';
export {
  checkoutMachine,
  type CartReading,
  type CheckoutActorInputs,
  type CheckoutContext,
  type CheckoutTag,
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
export { isOffline } from './connection';
