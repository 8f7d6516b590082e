import { MAX_CART_LINES } from '../cart';
import { mediaUrl } from '../media';
import type { Product, SubCategory } from '../types';
import { request, type HttpConfig, type QueryObject } from './http';
import {
  asArray,
  asFlag,
  asNumber,
  asOptionalNumber,
  asOptionalString,
  asRecord,
  asString,
  isRecord,
  type JsonRecord,
} from './shape';

/** Default of the listing's price filter (docs/requirements.md §7 and §9); nothing changes it. */
export const DEFAULT_MAX_PRICE = 200;

export interface ContentClientConfig extends HttpConfig {
  /** The fixed read-only bearer token (docs/requirements.md §6). */
  token: string;
  /** Prefix of every media url path, e.g. '/demo-media'. */
  mediaHost: string;
}

/** The product type of the featured list (docs/requirements.md §7). */
export const FEATURED_TYPE = 'featured';

export interface ProductsByCategoryQuery {
  categoryId: number;
  /** Selected sub-category checkboxes; none means the whole category. */
  subCategoryIds?: readonly number[];
  /** @default 200 */
  maxPrice?: number;
}

/** The content service (Strapi v4 REST) of docs/requirements.md §7. */
export interface ContentClient {
  /** Products of a type, e.g. the featured list. */
  featuredProducts(type?: string): Promise<Product[]>;
  productsByCategory(query: ProductsByCategoryQuery): Promise<Product[]>;
  subCategories(categoryId: number): Promise<SubCategory[]>;
  /** One product; an unknown id rejects with ApiError kind 'http', status 404. */
  product(id: number): Promise<Product>;
  /**
   * The products of these ids in one read (`filters[id][$in]`), in the service's order; an id
   * the catalog no longer has is simply missing from the answer.
   */
  productsByIds(ids: readonly number[]): Promise<Product[]>;
}

/** The url path of a Strapi media field (`{ data: { attributes: { url } } }`), or null. */
function mediaPath(field: unknown, path: string): string | null {
  if (!isRecord(field)) {
    return null;
  }
  const data = Array.isArray(field.data) ? field.data[0] : field.data;
  if (!isRecord(data)) {
    return null;
  }
  return asOptionalString(asRecord(data.attributes, `${path}.data.attributes`).url, `${path}.url`);
}

/** Ids of a Strapi relation field (`{ data: [{ id }] }`); an absent relation has none. */
function relationIds(field: unknown, path: string): number[] {
  if (!isRecord(field) || field.data === null || field.data === undefined) {
    return [];
  }
  return asArray(field.data, `${path}.data`).map((item, index) =>
    asNumber(asRecord(item, `${path}.data[${index}]`).id, `${path}.data[${index}].id`),
  );
}

/**
 * One Strapi v4 product record (`{ id, attributes }`) as a clean `Product`; throws a shape
 * error naming the first field that is not what it should be (the client turns it into an
 * `ApiError` of kind 'shape').
 */
export function parseProduct(item: unknown, mediaHost: string, path = 'data'): Product {
  const entry = asRecord(item, path);
  const a: JsonRecord = asRecord(entry.attributes, `${path}.attributes`);
  const at = (key: string) => `${path}.attributes.${key}`;
  const imgPath = mediaPath(a.img, at('img'));
  const img2Path = mediaPath(a.img2, at('img2'));
  return {
    id: asNumber(entry.id, `${path}.id`),
    title: asString(a.title, at('title')),
    desc: asOptionalString(a.desc, at('desc')) ?? '',
    weight: asOptionalString(a.weight, at('weight')) ?? '',
    price: asNumber(a.price, at('price')),
    oldprice: asOptionalNumber(a.oldprice, at('oldprice')),
    discount: asFlag(a.discount),
    discoamount: asOptionalNumber(a.discoamount, at('discoamount')),
    outofstock: asFlag(a.outofstock),
    img: imgPath === null ? null : mediaUrl(mediaHost, imgPath),
    img2: img2Path === null ? null : mediaUrl(mediaHost, img2Path),
    imgPath,
    max_order_qut: asOptionalNumber(a.max_order_qut, at('max_order_qut')),
    flash_sale: asFlag(a.flash_sale),
    flash_sale_product_pcs: asOptionalNumber(
      a.flash_sale_product_pcs,
      at('flash_sale_product_pcs'),
    ),
    type: asOptionalString(a.type, at('type')),
    categoryIds: relationIds(a.categories, at('categories')),
    subCategoryIds: relationIds(a.sub_categories, at('sub_categories')),
  };
}

function toSubCategory(item: unknown, path: string): SubCategory {
  const entry = asRecord(item, path);
  const attributes = asRecord(entry.attributes, `${path}.attributes`);
  return {
    id: asNumber(entry.id, `${path}.id`),
    title: asString(attributes.title, `${path}.attributes.title`),
  };
}

/** Strapi lists arrive as `{ data: [...] }`. */
function listOf<T>(body: unknown, toItem: (item: unknown, path: string) => T): T[] {
  return asArray(asRecord(body, 'answer').data, 'data').map((item, index) =>
    toItem(item, `data[${index}]`),
  );
}

export function createContentClient(config: ContentClientConfig): ContentClient {
  const headers = { Authorization: `Bearer ${config.token}` };
  const toItem = (item: unknown, path: string) => parseProduct(item, config.mediaHost, path);
  const products = (filters: QueryObject, pageSize?: number) =>
    request(config, '/products', {
      headers,
      query: {
        populate: '*',
        filters,
        ...(pageSize === undefined ? {} : { pagination: { pageSize } }),
      },
      parse: (body) => listOf(body, toItem),
    });

  return {
    featuredProducts: (type = FEATURED_TYPE) => products({ type: { $eq: type } }),

    productsByCategory: ({ categoryId, subCategoryIds = [], maxPrice = DEFAULT_MAX_PRICE }) =>
      products({
        categories: { id: { $eq: categoryId } },
        ...(subCategoryIds.length > 0
          ? { sub_categories: { id: { $in: [...subCategoryIds] } } }
          : {}),
        price: { $lte: maxPrice },
      }),

    subCategories: (categoryId) =>
      request(config, '/sub-categories', {
        headers,
        query: { filters: { categories: { id: { $eq: categoryId } } } },
        parse: (body) => listOf(body, toSubCategory),
      }),

    product: (id) =>
      request(config, `/products/${encodeURIComponent(String(id))}`, {
        headers,
        query: { populate: '*' },
        parse: (body) => toItem(asRecord(body, 'answer').data, 'data'),
      }),

    productsByIds: async (ids) =>
      ids.length === 0
        ? []
        : // Strapi pages lists by 25; a full cart's ids must come back in one page.
          products({ id: { $in: [...ids] } }, Math.max(ids.length, MAX_CART_LINES)),
  };
}
