import { describe, expect, it } from 'vitest';
import {
  addressInLanguage,
  languageAlternates,
  languageInAddress,
  languageNamedBy,
  languageOfPath,
  pageInLanguage,
  pageLanguage,
  pathWithoutLanguage,
  prefixedLanguages,
  searchWithoutLanguage,
} from './address';
import { pickLanguage } from './persistLanguage';

const storage = (stored: string | null) => ({
  getItem: () => stored,
  setItem: () => undefined,
});

describe('the language an old link names', () => {
  it.each([
    ['?lang=ar', 'ar'],
    ['?sub=2&lang=ja', 'ja'],
    ['?lang=AR', 'ar'],
    ['?lang=zh-Hans', 'zh'],
  ])('%s names %s', (search, language) => {
    expect(languageInAddress(search)).toBe(language);
  });

  it.each(['', '?lang=', '?lang=fr', '?language=ar', '?lang=arabic'])('%j names none', (search) => {
    expect(languageInAddress(search)).toBeUndefined();
  });
});

describe('the language a path lives under', () => {
  it('is the six languages but English, each under its code', () => {
    expect(prefixedLanguages).toEqual(['ar', 'ru', 'hi', 'zh', 'ja', 'ko']);
  });

  it.each([
    ['/ar/product/99', 'ar'],
    ['/zh/products/1', 'zh'],
    ['/ar/', 'ar'],
    ['/ko', 'ko'],
  ])('%s is under %s', (pathname, language) => {
    expect(languageOfPath(pathname)).toBe(language);
    expect(pageLanguage(pathname)).toBe(language);
  });

  it.each(['/', '/product/99', '/en/about', '/arabic', '/AR/about', '/about/ar'])(
    '%s is under none, and shows English',
    (pathname) => {
      expect(languageOfPath(pathname)).toBeUndefined();
      expect(pageLanguage(pathname)).toBe('en');
    },
  );

  it('is named by an old ?lang= before the path', () => {
    expect(languageNamedBy('/ar/about', '?lang=ja')).toBe('ja');
    expect(languageNamedBy('/ar/about', '?lang=fr')).toBe('ar');
    expect(languageNamedBy('/about', '')).toBeUndefined();
  });
});

describe('a page’s path in a language', () => {
  it.each([
    ['/product/99', 'ar', '/ar/product/99'],
    ['/products/1', 'zh', '/zh/products/1'],
    ['/', 'ar', '/ar/'],
    ['/about', 'en', '/about'],
    ['/', 'en', '/'],
    ['/ar/about', 'ja', '/ja/about'],
    ['/ar/', 'en', '/'],
    ['/ar', 'en', '/'],
  ])('%s in %s is %s', (pathname, language, expected) => {
    expect(pageInLanguage(pathname, language as never)).toBe(expected);
  });

  it.each([
    ['/ar/product/99', '/product/99'],
    ['/ar/', '/'],
    ['/ar', '/'],
    ['/about', '/about'],
    ['/arabic', '/arabic'],
  ])('%s shows the route %s', (pathname, route) => {
    expect(pathWithoutLanguage(pathname)).toBe(route);
  });

  it('drops only the old language parameter from the query, the others keep their order', () => {
    expect(searchWithoutLanguage('?sub=2&lang=ar&demo=content%3Aslow')).toBe(
      '?sub=2&demo=content%3Aslow',
    );
    expect(searchWithoutLanguage('?lang=ar')).toBe('');
    expect(searchWithoutLanguage('')).toBe('');
  });

  it('moves an old ?lang= link to the path form, query and fragment kept', () => {
    expect(
      addressInLanguage({ pathname: '/products/2', search: '?lang=ar&sub=4', hash: '#grid' }, 'ar'),
    ).toBe('/ar/products/2?sub=4#grid');
    expect(addressInLanguage({ pathname: '/ar/about', search: '?lang=en', hash: '' }, 'en')).toBe(
      '/about',
    );
  });

  it('lists the page in the seven languages, then x-default at the bare path', () => {
    const expected = [
      { hreflang: 'en', href: '/about' },
      { hreflang: 'ar', href: '/ar/about' },
      { hreflang: 'ru', href: '/ru/about' },
      { hreflang: 'hi', href: '/hi/about' },
      { hreflang: 'zh', href: '/zh/about' },
      { hreflang: 'ja', href: '/ja/about' },
      { hreflang: 'ko', href: '/ko/about' },
      { hreflang: 'x-default', href: '/about' },
    ];
    expect(languageAlternates('/about')).toEqual(expected);
    expect(languageAlternates('/ko/about')).toEqual(expected);
  });
});

describe('the language to start in', () => {
  it('is the path’s before the remembered and the browser’s', () => {
    expect(pickLanguage(storage('ja'), ['ru'], { pathname: '/ar/about' })).toBe('ar');
  });

  it('is an old link’s ?lang= before anything else', () => {
    expect(pickLanguage(storage('ja'), ['ru'], { pathname: '/ko/', search: '?lang=ar' })).toBe(
      'ar',
    );
  });

  it('is the remembered one at a bare path, or one naming no supported language', () => {
    expect(pickLanguage(storage('ja'), ['ru'], { pathname: '/about' })).toBe('ja');
    expect(pickLanguage(storage('ja'), ['ru'], { pathname: '/fr/about', search: '?lang=fr' })).toBe(
      'ja',
    );
  });

  it('is the browser’s, then English, when nothing else says', () => {
    expect(pickLanguage(storage(null), ['ru-RU'], { pathname: '/' })).toBe('ru');
    expect(pickLanguage(storage(null), ['fr'])).toBe('en');
  });
});
