import {
  CATALOG_LOCALES,
  DEFAULT_LOCALE,
  catalogTranslations,
  localizedId,
  type CatalogLocale,
} from './languages';
import { documentIdOf, type DocumentKind } from './documentIds';
import type { DemoCatalog, StrapiEntity, StrapiRelation } from './types';

/*
 * The catalog as Strapi's i18n serves it: every translation is an entry of its own,
 * with a `locale`, and each entry lists its other languages under `localizations`. Prices,
 * stock, pictures and relations are the English entry's; only the texts differ, as when the
 * editors mark those fields as not localized.
 */

type Attributes = Record<string, unknown>;
type Entry = StrapiEntity<Attributes>;

/** Everything the content service serves, in every language. */
export interface LocalizedCollections {
  products: readonly Entry[];
  categories: readonly Entry[];
  subCategories: readonly Entry[];
}

const relationKeys = new Set(['img', 'img2', 'categories', 'sub_categories', 'localizations']);

/** An entry as it appears inside another one: its own fields, no relations. */
function flat(entry: Entry): Entry {
  const attributes: Attributes = {};
  for (const [key, value] of Object.entries(entry.attributes)) {
    if (!relationKeys.has(key)) attributes[key] = value;
  }
  return { id: entry.id, documentId: entry.documentId, attributes };
}

const translationOf = (locale: CatalogLocale) =>
  locale === 'en' ? undefined : catalogTranslations[locale];

/**
 * The entry of `english` in `locale` with `texts` over the English ones, or none. Every
 * language of it shares one document (Strapi 5's `documentId`).
 */
function inLocale(
  english: StrapiEntity<object>,
  kind: DocumentKind,
  locale: CatalogLocale,
  texts: object | undefined,
): Entry | undefined {
  if (locale !== DEFAULT_LOCALE && !texts) return undefined;
  return {
    id: localizedId(english.id, locale),
    documentId: documentIdOf(kind, english.id),
    attributes: { ...(english.attributes as Attributes), ...texts, locale },
  };
}

/** Each entry lists every other language of the same content under `localizations`. */
function linked(group: Entry[]): Entry[] {
  return group.map((entry) => ({
    id: entry.id,
    documentId: entry.documentId,
    attributes: {
      ...entry.attributes,
      localizations: { data: group.filter((other) => other !== entry).map(flat) },
    },
  }));
}

/** Relation items pointing to the entries of the same language, where one exists. */
function relationIn(
  relation: StrapiRelation<object> | undefined,
  kind: DocumentKind,
  locale: CatalogLocale,
  textsOf: (id: number) => object | undefined,
): StrapiRelation<Attributes> {
  return {
    data: (relation?.data ?? []).map(
      (item) =>
        inLocale(item, kind, locale, textsOf(item.id)) ?? {
          id: item.id,
          documentId: documentIdOf(kind, item.id),
          attributes: { ...(item.attributes as Attributes), locale: DEFAULT_LOCALE },
        },
    ),
  };
}

const categoryTexts = (locale: CatalogLocale) => (id: number) =>
  translationOf(locale)?.categories[String(id)];
const subCategoryTexts = (locale: CatalogLocale) => (id: number) =>
  translationOf(locale)?.subCategories[String(id)];

function collection<T extends StrapiEntity<object>>(
  englishEntries: readonly T[],
  kind: DocumentKind,
  textsOf: (locale: CatalogLocale, id: number) => object | undefined,
  relations: (english: T, locale: CatalogLocale) => Attributes,
): Entry[] {
  return englishEntries.flatMap((english) =>
    linked(
      CATALOG_LOCALES.flatMap((locale) => {
        const entry = inLocale(english, kind, locale, textsOf(locale, english.id));
        return entry
          ? [{ ...entry, attributes: { ...entry.attributes, ...relations(english, locale) } }]
          : [];
      }),
    ),
  );
}

function localize(catalog: DemoCatalog): LocalizedCollections {
  return {
    products: collection(
      catalog.products,
      'product',
      (locale, id) => translationOf(locale)?.products[String(id)],
      (english, locale) => ({
        categories: relationIn(
          english.attributes.categories,
          'category',
          locale,
          categoryTexts(locale),
        ),
        sub_categories: relationIn(
          english.attributes.sub_categories,
          'subcategory',
          locale,
          subCategoryTexts(locale),
        ),
      }),
    ),
    categories: collection(
      catalog.categories,
      'category',
      (locale, id) => categoryTexts(locale)(id),
      (english, locale) => ({
        sub_categories: relationIn(
          english.attributes.sub_categories,
          'subcategory',
          locale,
          subCategoryTexts(locale),
        ),
      }),
    ),
    subCategories: collection(
      catalog.subCategories,
      'subcategory',
      (locale, id) => subCategoryTexts(locale)(id),
      (english, locale) => ({
        categories: relationIn(
          english.attributes.categories,
          'category',
          locale,
          categoryTexts(locale),
        ),
      }),
    ),
  };
}

const cache = new WeakMap<DemoCatalog, LocalizedCollections>();

/** The catalog's entries in every language (built once per catalog). */
export function localizedCollections(catalog: DemoCatalog): LocalizedCollections {
  let collections = cache.get(catalog);
  if (!collections) {
    collections = localize(catalog);
    cache.set(catalog, collections);
  }
  return collections;
}

/**
 * A product as the content service answers the site's read of it in `locale`: the English
 * entry, with its translation into `locale` (if any) under `localizations`. For stories and
 * tests that need the site's own view of a product in a language.
 */
export function productInLocale(
  catalog: DemoCatalog,
  id: number,
  locale: CatalogLocale,
): StrapiEntity<Attributes> | undefined {
  const english = localizedCollections(catalog).products.find((entry) => entry.id === id);
  if (!english) return undefined;
  const { localizations, ...attributes } = english.attributes as Attributes & {
    localizations: StrapiRelation<Attributes>;
  };
  const translation = localizations.data.filter((entry) => entry.attributes.locale === locale);
  return { id, attributes: { ...attributes, localizations: { data: translation } } };
}
