import ar from './translations/ar.json' with { type: 'json' };
import hi from './translations/hi.json' with { type: 'json' };
import ja from './translations/ja.json' with { type: 'json' };
import ko from './translations/ko.json' with { type: 'json' };
import ru from './translations/ru.json' with { type: 'json' };
import zh from './translations/zh.json' with { type: 'json' };

/*
 * The catalog's languages, stored the way Strapi v4's i18n plugin stores them: the English
 * entry is the default locale's, and each translation is an entry of its own (see
 * docs/catalog-languages.md).
 */

/** The locales the content service knows, the default one first. */
export const CATALOG_LOCALES = ['en', 'ar', 'ru', 'hi', 'zh', 'ja', 'ko'] as const;
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];

/** Strapi's default locale: its entries' ids are the ids in the site's addresses. */
export const DEFAULT_LOCALE: CatalogLocale = 'en';

/**
 * The one product left without one translation on purpose, so that the site's fallback to the
 * English entry can be seen and tested.
 */
export const UNTRANSLATED_PRODUCT = { id: 91, locale: 'ko' } as const satisfies {
  id: number;
  locale: CatalogLocale;
};

export interface ProductTexts {
  title: string;
  desc: string;
  weight: string;
}

export interface CategoryTexts {
  title: string;
  description: string;
}

/** One language's texts, keyed by the English entry's id. */
export interface CatalogTranslation {
  products: Readonly<Record<string, ProductTexts>>;
  categories: Readonly<Record<string, CategoryTexts>>;
  subCategories: Readonly<Record<string, { title: string }>>;
}

type TranslatedLocale = Exclude<CatalogLocale, 'en'>;

export const catalogTranslations: Readonly<Record<TranslatedLocale, CatalogTranslation>> = {
  ar,
  ru,
  hi,
  zh,
  ja,
  ko,
};

export function isCatalogLocale(value: unknown): value is CatalogLocale {
  return typeof value === 'string' && (CATALOG_LOCALES as readonly string[]).includes(value);
}

/**
 * The id of an entry's localization: Strapi numbers every entry of a collection in one
 * sequence, so a translation never shares the English entry's id.
 */
export function localizedId(englishId: number, locale: CatalogLocale): number {
  return englishId + 1000 * CATALOG_LOCALES.indexOf(locale);
}

/** The language names the content service lists its locales under (Strapi's "Name (code)"). */
export const CATALOG_LOCALE_NAMES: Readonly<Record<CatalogLocale, string>> = {
  en: 'English (en)',
  ar: 'Arabic (ar)',
  ru: 'Russian (ru)',
  hi: 'Hindi (hi)',
  zh: 'Chinese (zh)',
  ja: 'Japanese (ja)',
  ko: 'Korean (ko)',
};
