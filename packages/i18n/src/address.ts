import { languageCodes, matchLanguage, type Language } from './languages';

/**
 * The query parameter that names the page's language (`/product/99?lang=ar`). A query
 * parameter rather than a path prefix: every route keeps its one path, an address without it
 * still works (and means "the visitor's own language"), and ids stay where they are.
 */
export const LANGUAGE_PARAM = 'lang';

/** The language an address names (`?lang=ar`, also `?lang=ar-AE`), if it names a supported one. */
export function languageInAddress(search: string): Language | undefined {
  return matchLanguage(new URLSearchParams(search).get(LANGUAGE_PARAM));
}

/** The query string with the language set, every other parameter kept in its place. */
export function searchWithLanguage(search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAM, language);
  return `?${params.toString()}`;
}

/** The address of a page in one language: what a link, a canonical or a sitemap entry names. */
export function pageInLanguage(pathname: string, language: Language): string {
  return `${pathname}${searchWithLanguage('', language)}`;
}

/** One alternate of a page (`<link rel="alternate" hreflang>`), `x-default` for the bare path. */
export interface LanguageAlternate {
  hreflang: Language | 'x-default';
  /** Path and query; resolve against the site's origin for an absolute address. */
  href: string;
}

/**
 * The page in each of the seven languages, and `x-default`: the address without a language,
 * which opens in the visitor's remembered or browser language.
 */
export function languageAlternates(pathname: string): LanguageAlternate[] {
  return [
    ...languageCodes.map((code) => ({ hreflang: code, href: pageInLanguage(pathname, code) })),
    { hreflang: 'x-default', href: pathname },
  ];
}
