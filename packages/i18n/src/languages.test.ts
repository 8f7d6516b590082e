import { describe, expect, it } from 'vitest';
import {
  defaultLanguage,
  dir,
  getLanguageInfo,
  isLanguage,
  languageCodes,
  languages,
  matchLanguage,
} from './languages';

describe('languages', () => {
  it('offers the seven languages of the site, English first and by default', () => {
    expect(languageCodes).toEqual(['en', 'ar', 'ru', 'hi', 'zh', 'ja', 'ko']);
    expect(defaultLanguage).toBe('en');
  });

  it.each(languages)('$code has a native name, its English name and a flag', (language) => {
    expect(language.nativeName.trim()).not.toBe('');
    expect(language.englishName).toBe(
      new Intl.DisplayNames('en', { type: 'language' }).of(language.code),
    );
    expect(language.flag).toMatch(/^[\u{1F1E6}-\u{1F1FF}]{2}$/u);
  });

  it.each([
    ['en', 'ltr'],
    ['ar', 'rtl'],
    ['ru', 'ltr'],
    ['hi', 'ltr'],
    ['zh', 'ltr'],
    ['ja', 'ltr'],
    ['ko', 'ltr'],
  ] as const)('dir(%s) is %s', (lng, expected) => {
    expect(dir(lng)).toBe(expected);
    expect(getLanguageInfo(lng).dir).toBe(expected);
  });

  it('reads the direction from any tag of a language and defaults to ltr', () => {
    expect(dir('ar-AE')).toBe('rtl');
    expect(dir('he')).toBe('ltr');
    expect(dir(undefined)).toBe('ltr');
  });

  it('accepts exactly the supported codes as languages', () => {
    expect(languageCodes.every(isLanguage)).toBe(true);
    for (const value of ['EN', 'en-US', 'fr', '', null, 7]) expect(isLanguage(value)).toBe(false);
  });

  it('matches a browser tag to a supported language by its primary subtag', () => {
    expect(matchLanguage('zh-Hant-TW')).toBe('zh');
    expect(matchLanguage('AR_ae')).toBe('ar');
    expect(matchLanguage('fr-FR')).toBeUndefined();
    expect(matchLanguage('')).toBeUndefined();
  });
});
