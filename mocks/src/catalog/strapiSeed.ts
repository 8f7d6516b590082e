import { CATALOG_LOCALES, CATALOG_LOCALE_NAMES, type CatalogLocale } from './languages';
import { localizedCollections } from './localized';
import type { DemoCatalog, StrapiEntity } from './types';

/*
 * The demo catalog as rows for a real Strapi 5 (cms/src/seed.js writes them with
 * `strapi.db.query`): flat entries with their ids and document ids, relations as lists of ids,
 * media as the ids of files in the media library.
 */

type Row = Record<string, unknown> & { id: number; documentId: string };

export interface StrapiSeed {
  locales: { code: CatalogLocale; name: string }[];
  files: Row[];
  categories: Row[];
  subCategories: Row[];
  products: Row[];
}

type Attributes = Record<string, unknown>;
type RelationData = { data: StrapiEntity<Attributes> | StrapiEntity<Attributes>[] | null };

const isRelation = (value: unknown): value is RelationData =>
  typeof value === 'object' && value !== null && 'data' in value;

/** An entry as a row: its document, its scalars, its relations as ids. */
function rowOf(entry: StrapiEntity<object>): Row {
  if (entry.documentId === undefined) throw new Error(`Entry ${entry.id} has no documentId`);
  const row: Row = { id: entry.id, documentId: entry.documentId };
  for (const [key, value] of Object.entries(entry.attributes as Attributes)) {
    if (key === 'localizations') continue;
    if (!isRelation(value)) row[key] = value;
    else if (Array.isArray(value.data)) row[key] = value.data.map((item) => item.id);
    else row[key] = value.data?.id ?? null;
  }
  return row;
}

/** Every media file the entries point to, once, as rows of the media library. */
function filesOf(entries: readonly StrapiEntity<object>[]): Row[] {
  const files = new Map<number, Row>();
  for (const entry of entries) {
    for (const value of Object.values(entry.attributes as Attributes)) {
      if (!isRelation(value) || Array.isArray(value.data) || !value.data) continue;
      const { id, documentId, attributes } = value.data;
      if (!('mime' in attributes) || files.has(id) || documentId === undefined) continue;
      files.set(id, { id, documentId, ...attributes });
    }
  }
  return [...files.values()].sort((a, b) => a.id - b.id);
}

export function strapiSeed(catalog: DemoCatalog): StrapiSeed {
  const localized = localizedCollections(catalog);
  return {
    locales: CATALOG_LOCALES.map((code) => ({ code, name: CATALOG_LOCALE_NAMES[code] })),
    files: filesOf(localized.products),
    categories: localized.categories.map(rowOf),
    subCategories: localized.subCategories.map(rowOf),
    products: localized.products.map(rowOf),
  };
}
