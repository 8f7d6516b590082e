import { paths } from '@rimal/core';
import {
  LANGUAGE_PARAM,
  languageOfPath,
  pageInLanguage,
  prefixedLanguages,
} from '@rimal/i18n/address';
import { matchPath } from 'react-router-dom';
import { fixedPages } from './publicRoutes';

/**
 * What a static host must know of the site's addresses (docs/catalog-languages.md §4): which
 * paths are pages, which old `?lang=` links move where. Read from the route paths of
 * `packages/core`, so a route added there reaches every host's rules.
 */

/** Every page's English path as the router matches it; each also lives under a language prefix. */
export const pagePatterns: readonly string[] = [
  paths.home,
  paths.productsPattern,
  paths.productPattern,
  ...fixedPages,
  paths.checkout,
  paths.orderConfirmed,
  paths.paymentFailed,
];

/** Whether `pathname` is one of these patterns' pages, in any language (`/ar/product/99`). */
const matchesAny = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) =>
    [pattern, ...prefixedLanguages.map((language) => pageInLanguage(pattern, language))].some(
      (candidate) => matchPath({ path: candidate, end: true }, pathname) !== null,
    ),
  );

/**
 * The pages a build may lack the HTML of, which the shell answers: a product added since. The
 * listings are not among them: the build renders one for every category of the catalog, so a
 * listing it did not render is a category that does not exist, answered with 404 (issue 45).
 */
export const shellPatterns: readonly string[] = pagePatterns.filter(
  (pattern) => pattern !== paths.productsPattern,
);

/**
 * Whether the shell answers `pathname` when the build has no file for it; ids are checked by
 * the page itself, which shows the not-found page for one the catalog lacks. Anything else
 * answers 404 with the not-found page.
 */
export function isPagePath(pathname: string): boolean {
  return matchesAny(shellPatterns, pathname);
}

/**
 * Where the host moves an old `?lang=xx` link with a 301, as the rules below do: a bare page's
 * address naming a prefixed language exactly, to that page in that language, query kept.
 */
export function languageMove(pathname: string, search: string): string | undefined {
  const named = new URLSearchParams(search).get(LANGUAGE_PARAM);
  const language = prefixedLanguages.find((code) => code === named);
  if (!language || languageOfPath(pathname) || !matchesAny(pagePatterns, pathname)) {
    return undefined;
  }
  return `${pageInLanguage(pathname, language)}${search}`;
}

/** `ar` as every other case of its letters would write it: `AR`, `Ar`, `aR`. */
const otherCases = (code: string): string[] =>
  [...code]
    .reduce<string[]>(
      (spellings, letter) =>
        spellings.flatMap((start) => [start + letter.toLowerCase(), start + letter.toUpperCase()]),
      [''],
    )
    .filter((spelling) => spelling !== code);

/**
 * The one address of a page asked for at another, for a 301 (issue 45): its language code in
 * lower case (`/AR/about` → `/ar/about`) and no trailing slash (`/ar/about/` → `/ar/about`),
 * a language's home aside (`/ar/`, as its canonical names it). Undefined when `pathname` is that
 * address already, or names no page either way.
 */
export function oneAddress(pathname: string): string | undefined {
  const segment = /^\/([^/]+)/.exec(pathname)?.[1] ?? '';
  const language = prefixedLanguages.find((code) => code === segment.toLowerCase());
  const cased = language ? `/${language}${pathname.slice(segment.length + 1)}` : pathname;
  const home = language ? `/${language}/` : '/';
  const address = cased === home ? cased : cased.replace(/\/+$/, '') || '/';
  if (address === pathname || !matchesAny(pagePatterns, address)) return undefined;
  return address;
}

/** The HTML of a page the build did not render (checkout's return, a product added since). */
export const SHELL_FILE = 'shell.html';

/**
 * Where a prerendered page's HTML lives in the build (src/prerender): `/` index.html, `/ar/`
 * ar/index.html, `/about` about.html, `/ar/product/99` ar/product/99.html.
 */
export function pageFile(path: string): string {
  return path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`;
}

/** The not-found page in the language of `pathname`'s prefix: `404.html`, `ar/404.html`. */
export function notFoundFile(pathname: string): string {
  const language = languageOfPath(pathname);
  return language ? `${language}/404.html` : '404.html';
}

/**
 * Netlify's `_redirects`, which several static hosts read. An old `?lang=xx` link moves to the
 * path form with a 301, forced (`!`) past the English page's file (one redirect; `?lang=en`
 * needs none: the bare path is English). A prerendered page is a file, which the other rules
 * never shadow; a page the build did not render is the shell with 200, and any other address
 * the not-found page of its language with 404: a listing the build did not render, too.
 */
export function redirectsFile(): string {
  const moves = prefixedLanguages.flatMap((language) =>
    pagePatterns.map(
      (pattern) =>
        `${pattern}  ${LANGUAGE_PARAM}=${language}  ${pageInLanguage(pattern, language)}  301!`,
    ),
  );
  const pages = shellPatterns.flatMap((pattern) =>
    [pattern, ...prefixedLanguages.map((language) => pageInLanguage(pattern, language))].map(
      (path) => `${path}  /${SHELL_FILE}  200`,
    ),
  );
  const slashes = pagePatterns
    .filter((pattern) => pattern !== paths.home)
    .flatMap((pattern) => [
      pattern,
      ...prefixedLanguages.map((language) => pageInLanguage(pattern, language)),
    ])
    .map((path) => `${path}/  ${path}  301`);
  const cases = prefixedLanguages.flatMap((language) =>
    otherCases(language).flatMap((spelling) => [
      `/${spelling}  /${language}  301`,
      `/${spelling}/*  /${language}/:splat  301`,
    ]),
  );
  return [
    '# Written by the build (app/build/hostRules.ts).',
    '# Old ?lang= links: the same page, at its address in that language.',
    ...moves,
    '# One address per page: the language code in lower case, no trailing slash.',
    ...cases,
    ...slashes,
    '# Pages the build did not render (a product added since), in every language: the shell.',
    ...pages,
    '# Any other address: the not-found page of its language, with 404.',
    ...prefixedLanguages.map(
      (language) => `/${language}/*  /${notFoundFile(`/${language}/`)}  404`,
    ),
    `/*  /${notFoundFile('/')}  404`,
    '',
  ].join('\n');
}

const prefixes = prefixedLanguages.join('|');

/** A page pattern as an nginx regular expression; an id is checked by its page, as above. */
const nginxPattern = (pattern: string) =>
  pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');

/**
 * The same rules for nginx, to include in the `server` block whose `root` is the build: a
 * prerendered page's file first, the `?lang=` redirect as a 301, a page the build did not render
 * as the shell, any other address as the not-found page of its language with 404. `/assets/` is
 * left to the server's own location: a missing hashed file is a plain 404.
 */
export function nginxRouting(): string {
  const pages = shellPatterns.map(nginxPattern).join('|');
  const cases = prefixedLanguages.flatMap((language) => [
    `location ~ "^/(${otherCases(language).join('|')})(/.*)?$" {`,
    `  return 301 /${language}$2$is_args$args;`,
    '}',
  ]);
  return [
    '# Written by the build (app/build/hostRules.ts). Include it in the server block.',
    '# One address per page: the language code in lower case, no trailing slash (a',
    "# language's home keeps its own, /ar/). Regular expressions are tried in this order.",
    ...cases,
    `location ~ "^(?!/(${prefixes})/$)(/.+?)/+$" {`,
    '  return 301 $2$is_args$args;',
    '}',
    '# Old ?lang= links on a page without a language: the same page at its address in that',
    '# language. The other paths go to their file, the page prerendered there, or @page.',
    `location ~ "^/(?!(${prefixes})(/|$)|assets/)" {`,
    `  if ($arg_${LANGUAGE_PARAM} ~ "^(${prefixes})$") {`,
    // The query goes along (`?sub=2`); the page drops `lang=` from it before it paints.
    `    return 301 /$arg_${LANGUAGE_PARAM}$uri$is_args$args;`,
    '  }',
    '  set $page_language "";',
    '  try_files $uri $uri.html $uri/index.html @page;',
    '}',
    `location ~ "^/(${prefixes})(/|$)" {`,
    '  set $page_language $1/;',
    '  try_files $uri $uri.html $uri/index.html @page;',
    '}',
    'location @page {',
    '  # Any other address: the not-found page of its language, with 404.',
    '  error_page 404 /${page_language}404.html;',
    '  # Pages the build did not render (a product added since), in every language: the shell.',
    `  if ($uri ~ "^(/(${prefixes}))?(${pages})$|^/(${prefixes})$") {`,
    `    rewrite ^ /${SHELL_FILE} break;`,
    '  }',
    '  return 404;',
    '}',
    '',
  ].join('\n');
}
