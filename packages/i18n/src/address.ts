import { defaultLanguage, languageCodes, matchLanguage, type Language } from './languages';

/**
 * The query parameter that named the page's language before the language moved into the path
 * (`/product/99?lang=ar`). Old links that carry it land on the path form
 * (docs/catalog-languages.md §4).
 */
export const LANGUAGE_PARAM = 'lang';

/** The languages that live under their code (`/ar/product/99`); English keeps the bare path. */
export const prefixedLanguages: readonly Language[] = languageCodes.filter(
  (code) => code !== defaultLanguage,
);

/** The language an old link names (`?lang=ar`, also `?lang=ar-AE`), if it names a supported one. */
export function languageInAddress(search: string): Language | undefined {
  return matchLanguage(new URLSearchParams(search).get(LANGUAGE_PARAM));
}

const prefixOf = (pathname: string): Language | undefined => {
  const segment = /^\/([^/]+)(?:\/|$)/.exec(pathname)?.[1];
  return prefixedLanguages.find((code) => code === segment);
};

/** The language a path lives under (`/ar/about` is Arabic); none for a bare path. */
export function languageOfPath(pathname: string): Language | undefined {
  return prefixOf(pathname);
}

/** The language a page's address names: an old `?lang=` first, then its path's prefix. */
export function languageNamedBy(pathname: string, search = ''): Language | undefined {
  return languageInAddress(search) ?? languageOfPath(pathname);
}

/** The language of a page the site shows: its path's, English at the bare path. */
export function pageLanguage(pathname: string): Language {
  return languageOfPath(pathname) ?? defaultLanguage;
}

/** The page's path with its language taken off: the route it shows (`/ar/about` → `/about`). */
export function pathWithoutLanguage(pathname: string): string {
  const language = prefixOf(pathname);
  return language ? pathname.slice(language.length + 1) || '/' : pathname;
}

/**
 * A route's path in one language (`/about` → `/ar/about`, `/` → `/ar/`): what a link, a
 * canonical or a sitemap entry names. English keeps the bare path.
 */
export function pageInLanguage(pathname: string, language: Language): string {
  const route = pathWithoutLanguage(pathname);
  return language === defaultLanguage ? route : `/${language}${route}`;
}

/** The query string without the old `?lang=`, every other parameter kept in its place. */
export function searchWithoutLanguage(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Where an address shows a page in `language`: its path moved there, an old `?lang=` dropped. */
export function addressInLanguage(
  { pathname, search, hash }: { pathname: string; search: string; hash: string },
  language: Language,
): string {
  return `${pageInLanguage(pathname, language)}${searchWithoutLanguage(search)}${hash}`;
}

/** One alternate of a page (`<link rel="alternate" hreflang>`), `x-default` for the bare path. */
export interface LanguageAlternate {
  hreflang: Language | 'x-default';
  /** Path only; resolve against the site's origin for an absolute address. */
  href: string;
}

/**
 * The page in each of the seven languages, and `x-default`: the bare path, which opens in the
 * visitor's remembered or browser language, and in English for a crawler.
 */
export function languageAlternates(pathname: string): LanguageAlternate[] {
  const route = pathWithoutLanguage(pathname);
  return [
    ...languageCodes.map((code) => ({ hreflang: code, href: pageInLanguage(route, code) })),
    { hreflang: 'x-default', href: route },
  ];
}
