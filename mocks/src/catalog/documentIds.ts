/*
 * Strapi 5 names every document (an entry in all its languages) by a `documentId`. The demo's
 * are fixed, so that the mock and a real CMS seeded from the demo catalog (`npm run cms`) name
 * each document alike: 24 lowercase letters and digits, as Strapi's own.
 */

export type DocumentKind = 'product' | 'category' | 'subcategory' | 'media';

const prefixes: Readonly<Record<DocumentKind, string>> = {
  product: 'rimalproduct',
  category: 'rimalcategory',
  subcategory: 'rimalsubcategory',
  media: 'rimalmedia',
};

/** The documentId of the demo document whose English entry (or file) has id `englishId`. */
export function documentIdOf(kind: DocumentKind, englishId: number): string {
  const prefix = prefixes[kind];
  return prefix + String(englishId).padStart(24 - prefix.length, '0');
}
