/** One namespace per area of the site (docs/style.md §8); `common` is the default one. */
export const namespaces = [
  'common',
  'home',
  'shop',
  'checkout',
  'contact',
  'about',
  'legal',
  'brands',
  'mail',
] as const;

/** A translation namespace, also the file name under `locales/<lng>/`. */
export type Namespace = (typeof namespaces)[number];

/** The namespace `t('key')` reads when no `ns:` prefix is given. */
export const defaultNamespace = 'common' satisfies Namespace;

/** True when `value` names one of the namespaces. */
export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (namespaces as readonly string[]).includes(value);
}
