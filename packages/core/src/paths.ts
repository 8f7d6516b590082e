import type { BrandPageId } from './brands';

const PRODUCTS = '/products';
const PRODUCT = '/product';
const CHECKOUT = '/check_out';

/** The category the Shop link and every Continue Shopping lead to (docs/requirements.md §2). */
export const SHOP_CATEGORY_ID = 1;

/** The query parameter that brings the shopper back from the payment page (Stripe's return_url). */
export const PAYMENT_SESSION_PARAM = 'session_id';

/**
 * Every address of the site (docs/requirements.md §2): the router's patterns and the builders
 * links use. `/check_out` and `/succsess` are the specification's spellings, kept so that
 * addresses made for it keep working.
 */
export const paths = {
  home: '/',
  /** A category listing, as the router matches it. */
  productsPattern: `${PRODUCTS}/:id`,
  products: (categoryId: number) => `${PRODUCTS}/${categoryId}`,
  /** Where the Shop link and Continue Shopping lead: the first category. */
  shop: `${PRODUCTS}/${SHOP_CATEGORY_ID}`,
  /** A product's detail page, as the router matches it. */
  productPattern: `${PRODUCT}/:id`,
  product: (productId: number) => `${PRODUCT}/${productId}`,
  brandPage: (brand: BrandPageId) => `/${brand}`,
  promotion: '/promotion',
  about: '/about',
  contact: '/contact',
  termsAndConditions: '/terms-&-conditions',
  privacyPolicy: '/privacy-policy',
  checkout: CHECKOUT,
  /** The checkout as the payment page returns to it, carrying the paid session. */
  paymentReturn: (sessionId: string) =>
    `${CHECKOUT}?${PAYMENT_SESSION_PARAM}=${encodeURIComponent(sessionId)}`,
  orderConfirmed: '/succsess',
  paymentFailed: '/failed',
  /** Listed by the specification as a page-not-found address. */
  mail: '/mail',
} as const;
