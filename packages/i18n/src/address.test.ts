import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_PARAM,
  languageAlternates,
  languageInAddress,
  pageInLanguage,
  searchWithLanguage,
} from './address';
import { pickLanguage } from './persistLanguage';

const storage = (stored: string | null) => ({
  getItem: () => stored,
  setItem: () => undefined,
});

describe('the language an address names', () => {
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

describe('writing the language into an address', () => {
  it('adds it after the other parameters, which keep their order', () => {
    expect(searchWithLanguage('?sub=2&demo=content:slow', 'hi')).toBe(
      '?sub=2&demo=content%3Aslow&lang=hi',
    );
  });

  it('replaces the language an address already names, in its place', () => {
    expect(searchWithLanguage('?lang=en&sub=2', 'ko')).toBe('?lang=ko&sub=2');
  });

  it('names a page in one language', () => {
    expect(pageInLanguage('/product/99', 'ar')).toBe(`/product/99?${LANGUAGE_PARAM}=ar`);
  });

  it('lists the page in the seven languages, then x-default without a language', () => {
    expect(languageAlternates('/about')).toEqual([
      { hreflang: 'en', href: '/about?lang=en' },
      { hreflang: 'ar', href: '/about?lang=ar' },
      { hreflang: 'ru', href: '/about?lang=ru' },
      { hreflang: 'hi', href: '/about?lang=hi' },
      { hreflang: 'zh', href: '/about?lang=zh' },
      { hreflang: 'ja', href: '/about?lang=ja' },
      { hreflang: 'ko', href: '/about?lang=ko' },
      { hreflang: 'x-default', href: '/about' },
    ]);
  });
});

describe('the language to start in', () => {
  it('is the address’s before the remembered and the browser’s', () => {
    expect(pickLanguage(storage('ja'), ['ru'], '?lang=ar')).toBe('ar');
  });

  it('is the remembered one when the address names none, or one not supported', () => {
    expect(pickLanguage(storage('ja'), ['ru'], '')).toBe('ja');
    expect(pickLanguage(storage('ja'), ['ru'], '?lang=fr')).toBe('ja');
  });

  it('is the browser’s, then English, when nothing else says', () => {
    expect(pickLanguage(storage(null), ['ru-RU'], '')).toBe('ru');
    expect(pickLanguage(storage(null), ['fr'])).toBe('en');
  });
});
