import { describe, expect, it } from 'vitest';
import { createI18nForTests } from './createI18nForTests';
import type { LanguageDocument, LanguageStorage } from './persistLanguage';
import {
  LANGUAGE_STORAGE_KEY,
  applyDocumentLanguage,
  followLanguageChanges,
  matchBrowserLanguage,
  pickLanguage,
  readStoredLanguage,
  rememberLanguage,
} from './persistLanguage';

function memoryStorage(initial: Record<string, string> = {}): LanguageStorage & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const brokenStorage: LanguageStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

const blankDocument = (): LanguageDocument => ({ documentElement: { lang: '', dir: '' } });

describe('pickLanguage', () => {
  it('prefers the language stored on an earlier visit', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'ja' });
    expect(pickLanguage(storage, ['ar-AE', 'en'])).toBe('ja');
  });

  it("falls back to the browser's first supported preference", () => {
    expect(pickLanguage(memoryStorage(), ['fr-FR', 'ru-RU', 'en'])).toBe('ru');
    expect(pickLanguage(null, 'ko-KR')).toBe('ko');
  });

  it('ends with English when nothing matches', () => {
    expect(pickLanguage(memoryStorage(), ['fr', 'de'])).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
  });

  it('ignores a stored value that is not a supported language', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'klingon' });
    expect(readStoredLanguage(storage)).toBeUndefined();
    expect(pickLanguage(storage, ['hi-IN'])).toBe('hi');
  });

  it('survives storage that throws', () => {
    expect(pickLanguage(brokenStorage, ['zh-CN'])).toBe('zh');
    expect(() => rememberLanguage(brokenStorage, 'ar')).not.toThrow();
  });
});

describe('remembering the choice', () => {
  it(`stores the language under ${LANGUAGE_STORAGE_KEY}`, () => {
    const storage = memoryStorage();
    rememberLanguage(storage, 'ar');
    expect(storage.data).toEqual({ 'rimal.lang': 'ar' });
    expect(readStoredLanguage(storage)).toBe('ar');
  });

  it('matches browser preferences given as a list or a single tag', () => {
    expect(matchBrowserLanguage(['es', 'ja-JP'])).toBe('ja');
    expect(matchBrowserLanguage('en-GB')).toBe('en');
    expect(matchBrowserLanguage(undefined)).toBeUndefined();
  });
});

describe('document language', () => {
  it('sets <html lang dir> for Arabic and back for English', () => {
    const doc = blankDocument();
    applyDocumentLanguage(doc, 'ar');
    expect(doc.documentElement).toEqual({ lang: 'ar', dir: 'rtl' });
    applyDocumentLanguage(doc, 'en');
    expect(doc.documentElement).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('stores the language and updates the document on every change until stopped', async () => {
    const i18n = createI18nForTests();
    const storage = memoryStorage();
    const doc = blankDocument();
    const stop = followLanguageChanges(i18n, { storage, doc });

    await i18n.changeLanguage('ar');
    expect(storage.data[LANGUAGE_STORAGE_KEY]).toBe('ar');
    expect(doc.documentElement).toEqual({ lang: 'ar', dir: 'rtl' });

    stop();
    await i18n.changeLanguage('ko');
    expect(storage.data[LANGUAGE_STORAGE_KEY]).toBe('ar');
    expect(doc.documentElement.dir).toBe('rtl');
  });
});
