/**
 * The shop's entities (docs/requirements.md §3), as the rest of the monorepo sees them.
 * Money on these wire-facing records stays in AED as the services send it; pricing
 * converts to integer fils (see money.ts) before doing any arithmetic.
 */

import type { LinkPreviewPicture } from './linkPreview';

/** The words of a product in one language. */
export interface ProductTexts {
  title: string;
  desc: string;
  weight: string;
}

/** A product read from the content service, flattened out of Strapi's `{ id, attributes }`. */
export interface Product extends ProductTexts {
  /** The English entry's id: the id of the product's address, cart line and order item. */
  id: number;
  /** Strapi 5's name for the product in every language; absent from a Strapi 4 back end. */
  documentId?: string;
  /**
   * The language of `title`, `desc` and `weight`: the one asked for, or the catalog's default
   * (English) when the product has no translation in it.
   */
  locale: string;
  /** The English texts: the back office works in English, so cart lines and orders carry these. */
  english: ProductTexts;
  /** Unit price in AED. */
  price: number;
  /** Price before the discount in AED, when the product shows one. */
  oldprice: number | null;
  discount: boolean;
  discoamount: number | null;
  outofstock: boolean;
  /** Full image url (media host + path), or null when the product has none. */
  img: string | null;
  img2: string | null;
  /**
   * The picture a shared link to the product previews: `img` or a copy of it that networks show
   * (JPEG or PNG, at least 1200 × 630), full url; null when there is none.
   */
  linkPreview: LinkPreviewPicture | null;
  /** The media url path of `img` as the service sent it; the cart stores this (docs/requirements.md §3). */
  imgPath: string | null;
  /** Maximum quantity of one cart line; null when the product does not set one (default 2 applies). */
  max_order_qut: number | null;
  flash_sale: boolean;
  /** How many flash-sale lines the cart may hold when this product is added. */
  flash_sale_product_pcs: number | null;
  type: string | null;
  categoryIds: number[];
  subCategoryIds: number[];
}

export interface SubCategory {
  id: number;
  title: string;
}

/** A shelf of the shop: its listing's heading and description (`/products/{id}`). */
export interface Category {
  id: number;
  title: string;
  /** The listing's description; empty when the catalog gives none. */
  description: string;
}

/** One line of the cart (docs/requirements.md §3); this exact shape is also sent as the order's `products`. */
export interface CartLine {
  id: number;
  title: string;
  desc: string;
  weight: string;
  /** Unit price in AED. */
  price: number;
  /** Price before the discount in AED, when the product shows one. */
  oldprice: number | null;
  /** Sold out when the catalog was last read: kept in the cart, left out of checkout. */
  outofstock: boolean;
  /** Image url path under the media host. */
  img: string | null;
  quantity: number;
  max_order_qut: number | null;
  flash_sale: boolean;
  flash_sale_product_pcs: number | null;
}

/** The record a coupon or prize code check returns (docs/requirements.md §3). */
export interface PrizeRecord {
  code: string;
  userEmail: string | null;
  /** Empty or null when the code is valid but wins nothing. */
  winItemName: string | null;
  qr: string | null;
}

/** The order reference and final order body (docs/requirements.md §3). */
export interface OrderPayload {
  destination_address_name: string;
  email: string;
  products: CartLine[];
  brand: string;
  num_pieces: number;
  /** Total payable in AED. */
  card_amount: number;
  descripon: string;
  destination_address_city: string;
  destination_address_landmark: string;
  destination_address_area: string;
  destination_address_building_name: string;
  destination_address_house_no: string;
  customer_reference_number: string;
  destination_address_mobile_number: string;
  weight: number;
  /** Delivery charge in AED. */
  delivery_cost: number;
  payment_status: 'pending';
  /** The applied coupon or prize code, so the shop API can price the order itself. */
  code: string | null;
  status: 'pending';
  sessionId: string;
}

export interface CheckoutSessionItem {
  title: string;
  /** Unit price in AED. */
  price: number;
  name: string;
  quantity: number;
  brand: string;
  /** The catalog product this item charges for; the delivery item has none. */
  product_id?: number;
}

/** Body of POST /create-checkout-session (docs/requirements.md §7). */
export interface CheckoutSessionRequest {
  products: CheckoutSessionItem[];
  /** The applied coupon or prize code, so the shop API can price the session itself. */
  code: string | null;
  /** The site's language when the shopper paid: the shop keeps the order in it (docs/contracts.md §11). */
  language?: string;
  /**
   * The order reference's `customer_reference_number`: a payment completed on the server gives
   * the order its reference's delivery details, even if the browser never comes back (§11).
   */
  customer_reference_number?: string;
}

/** Status of a payment session; known values plus whatever else the provider may answer. */
export type SessionStatus = 'open' | 'complete' | 'expired' | (string & {});

/** A message the UI translates: an i18n key and its interpolation values. */
// A type alias, not an interface, so it is assignable where yup expects a message record.
export type TranslatableMessage = {
  key: string;
  values?: Record<string, string | number>;
};
