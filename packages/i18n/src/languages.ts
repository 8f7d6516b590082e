/** Text direction of a language, as used by the `dir` attribute. */
export type Direction = 'ltr' | 'rtl';

/** One row of the language switcher. */
export interface LanguageInfo<Code extends string = string> {
  /** ISO 639-1 code; also the name of the folder under `locales/`. */
  code: Code;
  /** The language's name in its own script, shown in the switcher. */
  nativeName: string;
  /** The language's name in English, for screen readers and logs. */
  englishName: string;
  /** Flag emoji shown beside the name. */
  flag: string;
  /** Writing direction. */
  dir: Direction;
  /** Open Graph's `og:locale` (language_TERRITORY), for link previews: the shop's market. */
  ogLocale: string;
}

/** The seven languages of the site (docs/requirements.md §1), in switcher order. */
export const languages = [
  {
    code: 'en',
    nativeName: 'English',
    englishName: 'English',
    flag: '🇬🇧',
    dir: 'ltr',
    ogLocale: 'en_AE',
  },
  {
    code: 'ar',
    nativeName: 'العربية',
    englishName: 'Arabic',
    flag: '🇦🇪',
    dir: 'rtl',
    ogLocale: 'ar_AE',
  },
  {
    code: 'ru',
    nativeName: 'Русский',
    englishName: 'Russian',
    flag: '🇷🇺',
    dir: 'ltr',
    ogLocale: 'ru_RU',
  },
  {
    code: 'hi',
    nativeName: 'हिन्दी',
    englishName: 'Hindi',
    flag: '🇮🇳',
    dir: 'ltr',
    ogLocale: 'hi_IN',
  },
  {
    code: 'zh',
    nativeName: '中文',
    englishName: 'Chinese',
    flag: '🇨🇳',
    dir: 'ltr',
    ogLocale: 'zh_CN',
  },
  {
    code: 'ja',
    nativeName: '日本語',
    englishName: 'Japanese',
    flag: '🇯🇵',
    dir: 'ltr',
    ogLocale: 'ja_JP',
  },
  {
    code: 'ko',
    nativeName: '한국어',
    englishName: 'Korean',
    flag: '🇰🇷',
    dir: 'ltr',
    ogLocale: 'ko_KR',
  },
] as const satisfies readonly LanguageInfo[];

/** A supported language code: `'en' | 'ar' | 'ru' | 'hi' | 'zh' | 'ja' | 'ko'`. */
export type Language = (typeof languages)[number]['code'];

/** The supported language codes, in switcher order. */
export const languageCodes: readonly Language[] = languages.map((language) => language.code);

/** English is the source language and the fallback of every other one. */
export const defaultLanguage = 'en' satisfies Language;

/** True when `value` is exactly one of the seven supported codes. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

/**
 * The supported language a BCP 47 tag points to, by its primary subtag
 * (`'ar-AE'` -> `'ar'`, `'zh-Hant-TW'` -> `'zh'`), or `undefined`.
 */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** The row of `languages` for a code. */
export function getLanguageInfo(lng: Language): LanguageInfo<Language> {
  return languages.find((language) => language.code === lng) ?? languages[0];
}

/** Writing direction for any language tag: `'rtl'` for Arabic, `'ltr'` otherwise. */
export function dir(lng: string | null | undefined): Direction {
  const language = matchLanguage(lng);
  return language ? getLanguageInfo(language).dir : 'ltr';
}
