import { MAX_CART_LINES } from '../cart';
import { linkPreviewOf, type LinkPreviewPicture, type MediaFileSize } from '../linkPreview';
import { mediaUrl } from '../media';
import type { Category, Product, ProductTexts, SubCategory } from '../types';
import { ApiError } from './errors';
import { request, type HttpConfig, type QueryObject, type QueryValue } from './http';
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

/**
 * The catalog's default locale (Strapi's i18n plugin): its entries' ids are the ids in the
 * site's addresses, and it is shown wherever an entry has no translation.
 */
export const DEFAULT_CONTENT_LOCALE = 'en';

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

/**
 * The content service (Strapi 5 REST, or 4) of docs/requirements.md §7. Every read takes the locale
 * to show (`en` when omitted) and answers the default locale's entries with that locale's
 * texts over them, or the English ones where the entry has no translation
 * (docs/catalog-languages.md).
 */
export interface ContentClient {
  /** Products of a type, e.g. the featured list. */
  featuredProducts(type?: string, locale?: string): Promise<Product[]>;
  productsByCategory(query: ProductsByCategoryQuery, locale?: string): Promise<Product[]>;
  subCategories(categoryId: number, locale?: string): Promise<SubCategory[]>;
  /** Every category of the catalog: the shop's listings, in the service's order. */
  categories(locale?: string): Promise<Category[]>;
  /** One product; an unknown id rejects with ApiError kind 'http', status 404. */
  product(id: number, locale?: string): Promise<Product>;
  /**
   * The products of these ids in one read (`filters[id][$in]`), in the service's order; an id
   * the catalog no longer has is simply missing from the answer.
   */
  productsByIds(ids: readonly number[], locale?: string): Promise<Product[]>;
}

/**
 * `populate[localizations]` narrowed to one locale and to the texts: each English entry comes
 * with its translation in that locale, if it has one, and nothing else.
 */
function localizationOf(locale: string, fields: readonly string[]): QueryObject {
  return { filters: { locale: { $eq: locale } }, fields: [...fields, 'locale'] };
}

/*
 * Strapi 5 answers flat entries (`{ id, documentId, title, img: { url }, categories: [...] }`);
 * Strapi 4 wrapped each in `{ id, attributes }` and each relation and media in `{ data }`. The
 * readers below take either, so a v4 back end keeps working without v5's compatibility header.
 */

/** An entry's id, its document id (v5 only) and its own fields. */
interface Entry {
  id: number;
  documentId: string | null;
  fields: JsonRecord;
  /** Where its fields are, for shape errors. */
  at: string;
}

/** `wrapped`: the item sits in v4's `{ data }`, so it must be v4's `{ id, attributes }` too. */
function entryOf(item: unknown, path: string, wrapped?: boolean): Entry {
  const entry = asRecord(item, path);
  wrapped ??= entry.attributes !== undefined;
  return {
    id: asNumber(entry.id, `${path}.id`),
    documentId: asOptionalString(entry.documentId, `${path}.documentId`),
    fields: wrapped ? asRecord(entry.attributes, `${path}.attributes`) : entry,
    at: wrapped ? `${path}.attributes` : path,
  };
}

/** The items of a populated to-many field: v5's list, or v4's `{ data: [...] }`. */
function itemsOf(field: unknown, path: string): Entry[] {
  if (field === null || field === undefined) return [];
  const v4 = isRecord(field);
  const list = v4 ? field.data : field;
  if (list === null || list === undefined) return [];
  const at = v4 ? `${path}.data` : path;
  return asArray(list, at).map((item, index) => entryOf(item, `${at}[${index}]`, v4));
}

/** The fields of the entry's translation into `locale`, when the answer carries one. */
function translationOf(entry: Entry, locale: string): JsonRecord | null {
  if (locale === DEFAULT_CONTENT_LOCALE) return null;
  const translations = itemsOf(entry.fields.localizations, `${entry.at}.localizations`);
  return translations.find((translation) => translation.fields.locale === locale)?.fields ?? null;
}

/** A translated text, or the English one where the translation leaves it empty. */
const textOr = (translated: JsonRecord, key: string, english: string, path: string) =>
  asOptionalString(translated[key], `${path}.${key}`) || english;

/** A single media field's file (v5 flat, v4 in `{ data: { attributes } }`), or null. */
function mediaFileOf(field: unknown, path: string): { file: JsonRecord; at: string } | null {
  if (!isRecord(field)) return null;
  if (!('data' in field)) return { file: field, at: path };
  const data = Array.isArray(field.data) ? field.data[0] : field.data;
  if (!isRecord(data)) return null;
  const at = `${path}.data.attributes`;
  return { file: asRecord(data.attributes, at), at };
}

/** The url path of a single media field (v5 `{ url }`, v4 `{ data: { attributes: { url } } }`), or null. */
function mediaPath(field: unknown, path: string): string | null {
  const media = mediaFileOf(field, path);
  return media && asOptionalString(media.file.url, `${media.at}.url`);
}

/** A file's url path, type and size in pixels, as the upload plugin records them. */
function mediaFileSize(file: JsonRecord, path: string): MediaFileSize | null {
  const url = asOptionalString(file.url, `${path}.url`);
  if (url === null) return null;
  return {
    url,
    mime: asOptionalString(file.mime, `${path}.mime`),
    width: asOptionalNumber(file.width, `${path}.width`),
    height: asOptionalNumber(file.height, `${path}.height`),
  };
}

/**
 * The picture a link to the entry previews: the media file, or the smallest of the copies the
 * upload plugin made of it (`formats`, cms/config/plugins.js), that networks show.
 */
function linkPreviewOfMedia(field: unknown, path: string): LinkPreviewPicture | null {
  const media = mediaFileOf(field, path);
  if (media === null) return null;
  const formats = isRecord(media.file.formats) ? media.file.formats : {};
  return linkPreviewOf(
    [
      mediaFileSize(media.file, media.at),
      ...Object.entries(formats).map(([key, format]) =>
        isRecord(format) ? mediaFileSize(format, `${media.at}.formats.${key}`) : null,
      ),
    ].filter((size) => size !== null),
  );
}

/** Ids of a relation field; an absent relation has none. */
function relationIds(field: unknown, path: string): number[] {
  return itemsOf(field, path).map((item) => item.id);
}

/**
 * One product entry (Strapi 5's flat one, or v4's `{ id, attributes }`) as a clean `Product`;
 * throws a shape error naming the first field that is not what it should be (the client turns
 * it into an `ApiError` of kind 'shape').
 */
export function parseProduct(
  item: unknown,
  mediaHost: string,
  path = 'data',
  locale = DEFAULT_CONTENT_LOCALE,
): Product {
  const entry = entryOf(item, path);
  const a = entry.fields;
  const at = (key: string) => `${entry.at}.${key}`;
  const imgPath = mediaPath(a.img, at('img'));
  const img2Path = mediaPath(a.img2, at('img2'));
  const preview = linkPreviewOfMedia(a.img, at('img'));
  const english: ProductTexts = {
    title: asString(a.title, at('title')),
    desc: asOptionalString(a.desc, at('desc')) ?? '',
    weight: asOptionalString(a.weight, at('weight')) ?? '',
  };
  const translated = translationOf(entry, locale);
  const tpath = at('localizations');
  return {
    id: entry.id,
    ...(entry.documentId === null ? {} : { documentId: entry.documentId }),
    ...(translated
      ? {
          title: textOr(translated, 'title', english.title, tpath),
          desc: textOr(translated, 'desc', english.desc, tpath),
          weight: textOr(translated, 'weight', english.weight, tpath),
          locale,
        }
      : { ...english, locale: DEFAULT_CONTENT_LOCALE }),
    english,
    price: asNumber(a.price, at('price')),
    oldprice: asOptionalNumber(a.oldprice, at('oldprice')),
    discount: asFlag(a.discount),
    discoamount: asOptionalNumber(a.discoamount, at('discoamount')),
    outofstock: asFlag(a.outofstock),
    img: imgPath === null ? null : mediaUrl(mediaHost, imgPath),
    img2: img2Path === null ? null : mediaUrl(mediaHost, img2Path),
    imgPath,
    linkPreview: preview && { ...preview, url: mediaUrl(mediaHost, preview.url) },
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

function parseSubCategory(item: unknown, path: string, locale: string): SubCategory {
  const entry = entryOf(item, path);
  const title = asString(entry.fields.title, `${entry.at}.title`);
  const translated = translationOf(entry, locale);
  return {
    id: entry.id,
    title: translated ? textOr(translated, 'title', title, `${entry.at}.localizations`) : title,
  };
}

function parseCategory(item: unknown, path: string, locale: string): Category {
  const entry = entryOf(item, path);
  const title = asString(entry.fields.title, `${entry.at}.title`);
  const description = asOptionalString(entry.fields.description, `${entry.at}.description`) ?? '';
  const translated = translationOf(entry, locale);
  const at = `${entry.at}.localizations`;
  return {
    id: entry.id,
    title: translated ? textOr(translated, 'title', title, at) : title,
    description: translated ? textOr(translated, 'description', description, at) : description,
  };
}

/**
 * The query of every read: the default locale's entries (their ids are the addresses'), with
 * their translation into `locale` populated beside the relations the site reads.
 */
function localizedQuery(
  locale: string,
  texts: readonly string[],
  relations: readonly string[],
): QueryObject {
  const populate: Record<string, QueryValue> = Object.fromEntries(
    relations.map((relation) => [relation, true]),
  );
  if (locale !== DEFAULT_CONTENT_LOCALE) populate.localizations = localizationOf(locale, texts);
  return {
    locale: DEFAULT_CONTENT_LOCALE,
    ...(Object.keys(populate).length > 0 ? { populate } : {}),
  };
}

const PRODUCT_TEXTS = ['title', 'desc', 'weight'] as const;
const PRODUCT_RELATIONS = ['img', 'img2', 'categories', 'sub_categories'] as const;

/** Strapi lists arrive as `{ data: [...] }`. */
function listOf<T>(body: unknown, toItem: (item: unknown, path: string) => T): T[] {
  return asArray(asRecord(body, 'answer').data, 'data').map((item, index) =>
    toItem(item, `data[${index}]`),
  );
}

export function createContentClient(config: ContentClientConfig): ContentClient {
  const headers = { Authorization: `Bearer ${config.token}` };
  const productQuery = (locale: string) => localizedQuery(locale, PRODUCT_TEXTS, PRODUCT_RELATIONS);
  const products = (locale: string, filters: QueryObject, pageSize?: number) =>
    request(config, '/products', {
      headers,
      query: {
        ...productQuery(locale),
        filters,
        ...(pageSize === undefined ? {} : { pagination: { pageSize } }),
      },
      parse: (body) =>
        listOf(body, (item, path) => parseProduct(item, config.mediaHost, path, locale)),
    });

  return {
    featuredProducts: (type = FEATURED_TYPE, locale = DEFAULT_CONTENT_LOCALE) =>
      products(locale, { type: { $eq: type } }),

    productsByCategory: (
      { categoryId, subCategoryIds = [], maxPrice = DEFAULT_MAX_PRICE },
      locale = DEFAULT_CONTENT_LOCALE,
    ) =>
      products(locale, {
        categories: { id: { $eq: categoryId } },
        ...(subCategoryIds.length > 0
          ? { sub_categories: { id: { $in: [...subCategoryIds] } } }
          : {}),
        price: { $lte: maxPrice },
      }),

    subCategories: (categoryId, locale = DEFAULT_CONTENT_LOCALE) =>
      request(config, '/sub-categories', {
        headers,
        query: {
          ...localizedQuery(locale, ['title'], []),
          filters: { categories: { id: { $eq: categoryId } } },
        },
        parse: (body) => listOf(body, (item, path) => parseSubCategory(item, path, locale)),
      }),

    categories: (locale = DEFAULT_CONTENT_LOCALE) =>
      request(config, '/categories', {
        headers,
        query: localizedQuery(locale, ['title', 'description'], []),
        parse: (body) => listOf(body, (item, path) => parseCategory(item, path, locale)),
      }),

    // `GET /products/:id` takes v5's documentId and v4's numeric id: a filter on the numeric
    // id reads the same entry from both.
    product: async (id, locale = DEFAULT_CONTENT_LOCALE) => {
      const [found] = await products(locale, { id: { $eq: id } });
      if (!found) throw new ApiError('http', `No product ${id}`, 404);
      return found;
    },

    productsByIds: async (ids, locale = DEFAULT_CONTENT_LOCALE) =>
      ids.length === 0
        ? []
        : // Strapi pages lists by 25; a full cart's ids must come back in one page.
          products(locale, { id: { $in: [...ids] } }, Math.max(ids.length, MAX_CART_LINES)),
  };
}
