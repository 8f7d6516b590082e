import { describe, expect, it } from 'vitest';
import { paths } from '@rimal/core';
import {
  isPagePath,
  languageMove,
  nginxRouting,
  notFoundFile,
  oneAddress,
  pageFile,
  pagePatterns,
  redirectsFile,
  shellPatterns,
} from './hostRules';

describe('the pages a host serves the shell for', () => {
  it.each([
    '/',
    '/ar/',
    '/ar',
    '/product/99',
    '/ar/product/99',
    '/ko/terms-&-conditions',
    '/ja/check_out',
    '/hi/vegan',
  ])('%s is a page', (pathname) => {
    expect(isPagePath(pathname)).toBe(true);
  });

  it.each([
    '/no/such/page',
    '/en/about',
    '/ar/ar/about',
    '/fr/about',
    paths.mail,
    '/product',
    // Every category's listing is prerendered: one without its file is no category.
    paths.products(4),
    '/zh/products/999',
  ])('%s is no page: the not-found page answers it with 404', (pathname) => {
    expect(isPagePath(pathname)).toBe(false);
  });
});

describe("Netlify's _redirects", () => {
  const lines = redirectsFile()
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));

  it('moves an old ?lang= link to the path form with one 301, for every page and language', () => {
    // Forced: the English page's prerendered file would otherwise answer first.
    expect(lines).toContain('/product/:id  lang=ar  /ar/product/:id  301!');
    expect(lines).toContain('/  lang=ko  /ko/  301!');
    expect(lines.filter((line) => line.endsWith(' 301!'))).toHaveLength(pagePatterns.length * 6);
    // The bare path is English: a ?lang=en link needs no redirect, and could not loop.
    expect(lines.some((line) => line.includes('lang=en'))).toBe(false);
  });

  it('moves a trailing slash and an upper-case language code to the one address', () => {
    expect(lines).toContain('/ar/about/  /ar/about  301');
    expect(lines).toContain('/product/:id/  /product/:id  301');
    expect(lines).toContain('/AR/*  /ar/:splat  301');
    expect(lines).toContain('/kO  /ko  301');
    // Not forced: a page's own file is never moved, and the home of a language keeps its slash.
    expect(lines.filter((line) => / 301$/.test(line) && line.startsWith('/ar/ '))).toEqual([]);
    expect(lines.filter((line) => / 301$/.test(line))).toHaveLength(
      (pagePatterns.length - 1) * 7 + 6 * 3 * 2,
    );
    const lastMove = lines.findLastIndex((line) => / 301!?$/.test(line));
    expect(lastMove).toBeLessThan(lines.findIndex((line) => line.endsWith(' 200')));
  });

  it('serves the shell for a page the build did not render, then the not-found page of its language with 404, last', () => {
    expect(lines).toContain('/ar/product/:id  /shell.html  200');
    expect(lines).toContain('/terms-&-conditions  /shell.html  200');
    expect(lines.filter((line) => line.endsWith(' 200'))).toHaveLength(shellPatterns.length * 7);
    expect(lines.some((line) => line.startsWith('/products/:id  /shell.html'))).toBe(false);
    expect(lines.slice(-7)).toEqual([
      '/ar/*  /ar/404.html  404',
      '/ru/*  /ru/404.html  404',
      '/hi/*  /hi/404.html  404',
      '/zh/*  /zh/404.html  404',
      '/ja/*  /ja/404.html  404',
      '/ko/*  /ko/404.html  404',
      '/*  /404.html  404',
    ]);
    const lastMove = lines.findLastIndex((line) => line.endsWith(' 301!'));
    const firstPage = lines.findIndex((line) => line.endsWith(' 200'));
    expect(lastMove).toBeLessThan(firstPage);
  });
});

describe('the nginx routing', () => {
  const config = nginxRouting();

  it('moves a trailing slash and an upper-case language code first, with a 301', () => {
    expect(config).toContain('location ~ "^/(aR|Ar|AR)(/.*)?$" {');
    expect(config).toContain('return 301 /ar$2$is_args$args;');
    expect(config).toContain('location ~ "^(?!/(ar|ru|hi|zh|ja|ko)/$)(/.+?)/+$" {');
    expect(config.indexOf('(/.+?)/+$')).toBeLessThan(config.indexOf('try_files'));
    // What nginx does with it, as PCRE would (JavaScript's expressions agree on these).
    const slash = /^(?!\/(ar|ru|hi|zh|ja|ko)\/$)(\/.+?)\/+$/;
    expect(slash.exec('/ar/about/')?.[2]).toBe('/ar/about');
    expect(slash.exec('/product/99//')?.[2]).toBe('/product/99');
    expect(slash.test('/ar/')).toBe(false);
    expect(slash.test('/')).toBe(false);
  });

  it('redirects ?lang= only on an address without a language, and leaves /assets/ alone', () => {
    expect(config).toContain('location ~ "^/(?!(ar|ru|hi|zh|ja|ko)(/|$)|assets/)" {');
    expect(config).toContain('return 301 /$arg_lang$uri$is_args$args;');
  });

  it('serves a prerendered file first, the shell for the other pages and the not-found page of the language with 404 for the rest', () => {
    expect(config).toContain('try_files $uri $uri.html $uri/index.html @page;');
    expect(config).toContain('/product/[^/]+');
    expect(config).not.toContain('/products/[^/]+');
    expect(config).toContain('rewrite ^ /shell.html break;');
    expect(config).toContain('error_page 404 /${page_language}404.html;');
    expect(config).toContain('return 404;');
  });
});

describe('the one address of a page (issue 45)', () => {
  it.each([
    ['/ar/about/', '/ar/about'],
    ['/product/99/', '/product/99'],
    ['/about//', '/about'],
    ['/AR/about', '/ar/about'],
    ['/Ja/product/99', '/ja/product/99'],
    ['/zH/', '/zh/'],
    ['/KO', '/ko'],
    ['/AR/about/', '/ar/about'],
    ['/ru/products/2/', '/ru/products/2'],
  ])('%s moves to %s', (pathname, target) => {
    expect(oneAddress(pathname)).toBe(target);
  });

  it.each(['/', '/ar/', '/ar', '/about', '/ar/product/99', '/no/such/page/', '/FR/about', '/EN/'])(
    '%s stays where it is',
    (pathname) => {
      expect(oneAddress(pathname)).toBeUndefined();
    },
  );
});

describe('the move of an old ?lang= link', () => {
  it.each([
    ['/about', '?lang=ar', '/ar/about?lang=ar'],
    ['/', '?lang=ko&x=1', '/ko/?lang=ko&x=1'],
    ['/product/99', '?lang=zh', '/zh/product/99?lang=zh'],
    ['/products/2', '?lang=hi&sub=5', '/hi/products/2?lang=hi&sub=5'],
  ])('%s%s moves to %s', (pathname, search, target) => {
    expect(languageMove(pathname, search)).toBe(target);
  });

  it.each([
    ['/about', '?lang=en'],
    ['/about', '?lang=fr'],
    ['/ar/about', '?lang=ru'],
    ['/no/such/page', '?lang=ar'],
    ['/about', ''],
  ])('%s%s stays', (pathname, search) => {
    expect(languageMove(pathname, search)).toBeUndefined();
  });
});

describe('the files of prerendered pages', () => {
  it.each([
    ['/', 'index.html'],
    ['/ar/', 'ar/index.html'],
    ['/about', 'about.html'],
    ['/ar/product/99', 'ar/product/99.html'],
  ])('%s is %s', (path, file) => {
    expect(pageFile(path)).toBe(file);
  });

  it.each([
    ['/no/such/page', '404.html'],
    ['/ar/no/such/page', 'ar/404.html'],
    ['/zh/', 'zh/404.html'],
    ['/en/about', '404.html'],
  ])('the not-found page of %s is %s', (path, file) => {
    expect(notFoundFile(path)).toBe(file);
  });
});
