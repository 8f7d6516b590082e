import { describe, expect, it } from 'vitest';
import { paths } from '@rimal/core';
import { isPagePath, nginxRouting, pagePatterns, redirectsFile } from './hostRules';

describe('the pages a host serves the shell for', () => {
  it.each([
    '/',
    '/ar/',
    '/ar',
    '/product/99',
    '/ar/product/99',
    '/zh/products/1',
    '/ko/terms-&-conditions',
    '/ja/check_out',
    '/hi/vegan',
  ])('%s is a page', (pathname) => {
    expect(isPagePath(pathname)).toBe(true);
  });

  it.each(['/no/such/page', '/en/about', '/ar/ar/about', '/fr/about', paths.mail, '/product'])(
    '%s is no page: the shell answers it with 404',
    (pathname) => {
      expect(isPagePath(pathname)).toBe(false);
    },
  );
});

describe("Netlify's _redirects", () => {
  const lines = redirectsFile()
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));

  it('moves an old ?lang= link to the path form with one 301, for every page and language', () => {
    expect(lines).toContain('/product/:id  lang=ar  /ar/product/:id  301');
    expect(lines).toContain('/  lang=ko  /ko/  301');
    expect(lines.filter((line) => line.endsWith(' 301'))).toHaveLength(pagePatterns.length * 6);
    // The bare path is English: a ?lang=en link needs no redirect, and could not loop.
    expect(lines.some((line) => line.includes('lang=en'))).toBe(false);
  });

  it('serves the shell for every page in every language, then 404 for anything else, last', () => {
    expect(lines).toContain('/ar/product/:id  /index.html  200');
    expect(lines).toContain('/terms-&-conditions  /index.html  200');
    expect(lines.filter((line) => line.endsWith(' 200'))).toHaveLength(pagePatterns.length * 7);
    expect(lines.at(-1)).toBe('/*  /index.html  404');
    const lastMove = lines.findLastIndex((line) => line.endsWith(' 301'));
    const firstPage = lines.findIndex((line) => line.endsWith(' 200'));
    expect(lastMove).toBeLessThan(firstPage);
  });
});

describe('the nginx routing', () => {
  const config = nginxRouting();

  it('redirects ?lang= only on an address without a language, and leaves /assets/ alone', () => {
    expect(config).toContain('location ~ "^/(?!(ar|ru|hi|zh|ja|ko)(/|$)|assets/)" {');
    expect(config).toContain('return 301 /$arg_lang$uri$is_args$args;');
  });

  it('serves the shell for the pages and 404 with the shell for the rest', () => {
    expect(config).toContain('/product/[^/]+');
    expect(config).toContain('rewrite ^ /index.html break;');
    expect(config).toContain('error_page 404 /index.html;');
    expect(config).toContain('return 404;');
  });
});
