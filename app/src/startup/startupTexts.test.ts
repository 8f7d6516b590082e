import { describe, expect, it } from 'vitest';
import { defaultLanguage, languageCodes } from '@rimal/i18n';
import { startupTexts } from './startupTexts';

/**
 * Letters of each language's own script, looked for in its texts taken together (Japanese may
 * write "retry" in kanji alone): texts left in English or pasted in from another language fail.
 */
const SCRIPT: Record<string, RegExp> = {
  en: /^[\p{Script=Latin}\p{P}\p{Zs}]+$/u,
  ar: /\p{Script=Arabic}/u,
  ru: /\p{Script=Cyrillic}/u,
  hi: /\p{Script=Devanagari}/u,
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  ko: /\p{Script=Hangul}/u,
};

const english = startupTexts[defaultLanguage];

describe('startupTexts', () => {
  it('covers exactly the seven languages of the site', () => {
    expect(Object.keys(startupTexts).sort()).toEqual([...languageCodes].sort());
  });

  it.each(languageCodes)('%s has every text, filled in', (lng) => {
    const texts = startupTexts[lng];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const value of Object.values(texts)) expect(value.trim()).not.toBe('');
  });

  it.each(languageCodes)('%s is written in its own script', (lng) => {
    const texts = startupTexts[lng];
    expect(Object.values(texts).join(' ')).toMatch(SCRIPT[lng] ?? /$^/);
    if (lng === defaultLanguage) return;
    for (const [key, value] of Object.entries(texts))
      expect(value, `${lng} ${key}`).not.toBe(english[key as keyof typeof english]);
  });
});
