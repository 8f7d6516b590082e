import { paths } from '@rimal/core';
import { LANGUAGE_PARAM, pageInLanguage, prefixedLanguages } from '@rimal/i18n/address';
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

/**
 * Whether `pathname` is a page of the site, in any language (`/ar/product/99`); ids are
 * checked by the page itself, which shows the not-found page for one the catalog lacks.
 * Anything else answers 404 with the site's shell, which shows the not-found page.
 */
export function isPagePath(pathname: string): boolean {
  return pagePatterns.some((pattern) =>
    [pattern, ...prefixedLanguages.map((language) => pageInLanguage(pattern, language))].some(
      (candidate) => matchPath({ path: candidate, end: true }, pathname) !== null,
    ),
  );
}

/**
 * Netlify's `_redirects`, which several static hosts read: an old `?lang=xx` link moves to the
 * path form with a 301 (one redirect; `?lang=en` needs none: the bare path is English), every
 * page in every language is the shell with 200, and any other address the shell with 404.
 */
export function redirectsFile(): string {
  const moves = prefixedLanguages.flatMap((language) =>
    pagePatterns.map(
      (pattern) =>
        `${pattern}  ${LANGUAGE_PARAM}=${language}  ${pageInLanguage(pattern, language)}  301`,
    ),
  );
  const pages = pagePatterns.flatMap((pattern) =>
    [pattern, ...prefixedLanguages.map((language) => pageInLanguage(pattern, language))].map(
      (path) => `${path}  /index.html  200`,
    ),
  );
  return [
    '# Written by the build (app/build/hostRules.ts).',
    '# Old ?lang= links: the same page, at its address in that language.',
    ...moves,
    '# The pages, in every language: the shell, which renders them.',
    ...pages,
    '# Any other address: the shell, which shows the not-found page, with 404.',
    '/*  /index.html  404',
    '',
  ].join('\n');
}

const prefixes = prefixedLanguages.join('|');

/** A page pattern as an nginx regular expression; an id is checked by its page, as above. */
const nginxPattern = (pattern: string) =>
  pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');

/**
 * The same rules for nginx, to include in the `server` block whose `root` is the build: the
 * `?lang=` redirect as a 301, the pages as the shell, any other address as the shell with 404.
 * `/assets/` is left to the server's own location: a missing hashed file is a plain 404.
 */
export function nginxRouting(): string {
  const pages = pagePatterns.map(nginxPattern).join('|');
  return [
    '# Written by the build (app/build/hostRules.ts). Include it in the server block.',
    '# Old ?lang= links on a page without a language: the same page at its address in that',
    '# language. The other paths (files and pages) go on to @page.',
    `location ~ "^/(?!(${prefixes})(/|$)|assets/)" {`,
    `  if ($arg_${LANGUAGE_PARAM} ~ "^(${prefixes})$") {`,
    // The query goes along (`?sub=2`); the page drops `lang=` from it before it paints.
    `    return 301 /$arg_${LANGUAGE_PARAM}$uri$is_args$args;`,
    '  }',
    '  try_files $uri @page;',
    '}',
    `location ~ "^/(${prefixes})(/|$)" {`,
    '  try_files $uri @page;',
    '}',
    'location @page {',
    '  # Any other address: the shell, which shows the not-found page, with 404.',
    '  error_page 404 /index.html;',
    '  # The pages, in every language: the shell, which renders them.',
    `  if ($uri ~ "^(/(${prefixes}))?(${pages})$|^/(${prefixes})$") {`,
    '    rewrite ^ /index.html break;',
    '  }',
    '  return 404;',
    '}',
    '',
  ].join('\n');
}
