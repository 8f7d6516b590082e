import { describe, expect, it } from 'vitest';
import { PRODUCT_BRANDS } from '@rimal/core';
import { categories, products, subCategories } from '.';
import { CATALOG_LOCALES, UNTRANSLATED_PRODUCT, catalogTranslations } from './languages';
import type { CatalogLocale, CatalogTranslation } from './languages';

/*
 * Parity of the catalog's texts (mocks/src/catalog/translations/*.json) with the English
 * catalog, the way the UI texts' parity test checks the site's messages: same entries, same
 * fields, every text filled in, written in the language's script, brand names kept in Latin,
 * and the same numbers on the weight labels.
 */

type TranslatedLocale = Exclude<CatalogLocale, 'en'>;

const translated = CATALOG_LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'en');

const translationOf = (locale: TranslatedLocale): CatalogTranslation => catalogTranslations[locale];

const sortedIds = (ids: readonly (number | string)[]) =>
  ids.map(String).sort((a, b) => Number(a) - Number(b));

const englishProduct = (id: string) => {
  const product = products.find((entry) => String(entry.id) === id);
  if (!product) throw new Error(`No English product ${id}`);
  return product.attributes;
};

const englishCategory = (id: string) => {
  const category = categories.find((entry) => String(entry.id) === id);
  if (!category) throw new Error(`No English category ${id}`);
  return category.attributes;
};

const englishSubCategory = (id: string) => {
  const sub = subCategories.find((entry) => String(entry.id) === id);
  if (!sub) throw new Error(`No English sub-category ${id}`);
  return sub.attributes;
};

/** Every text of one language, each named by where it sits. */
function textsOf(locale: TranslatedLocale): [where: string, text: string][] {
  const translation = translationOf(locale);
  return [
    ...Object.entries(translation.products).flatMap(([id, texts]) =>
      Object.entries(texts).map(([field, text]): [string, string] => [
        `products.${id}.${field}`,
        text,
      ]),
    ),
    ...Object.entries(translation.categories).flatMap(([id, texts]) =>
      Object.entries(texts).map(([field, text]): [string, string] => [
        `categories.${id}.${field}`,
        text,
      ]),
    ),
    ...Object.entries(translation.subCategories).map(([id, texts]): [string, string] => [
      `subCategories.${id}.title`,
      texts.title,
    ]),
  ];
}

/** The texts written in words: titles and descriptions (weights are numbers and units). */
const proseOf = (locale: TranslatedLocale) =>
  textsOf(locale).filter(([where]) => !where.endsWith('.weight'));

/**
 * The letters of each language's script. Japanese also counts the long-vowel mark (ー, in
 * Unicode's Common script), which only katakana words use.
 */
const scriptLetter: Readonly<Record<TranslatedLocale, RegExp>> = {
  ar: /\p{Script=Arabic}/gu,
  ru: /\p{Script=Cyrillic}/gu,
  hi: /\p{Script=Devanagari}/gu,
  zh: /\p{Script=Han}/gu,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u30FC]/gu,
  ko: /\p{Script=Hangul}/gu,
};

const countOf = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** The brands a text names (the contact form's list, without its OTHER entry). */
const brands = PRODUCT_BRANDS.filter((brand) => brand !== 'OTHER');
const brandsIn = (text: string) => brands.filter((brand) => text.includes(brand));

/**
 * Latin words a translation keeps that are not brand names, each reviewed: the loanword
 * "single origin" of Russian chocolate labels and the abbreviation UAE, which Japanese and
 * Korean texts write in Latin letters.
 */
const keptLatin: Readonly<Record<TranslatedLocale, readonly string[]>> = {
  ar: [],
  ru: ['single', 'origin'],
  hi: [],
  zh: [],
  ja: ['UAE'],
  ko: ['UAE'],
};

/** Words of the brand names ("Noir" alone stands for Nakhla Noir in short titles). */
const brandWords = new Set(brands.flatMap((brand) => brand.split(' ')));

/** Numbers of a weight label, with a decimal comma read as a point. */
const numbersOf = (label: string) =>
  (label.match(/\d+(?:[.,]\d+)?/g) ?? []).map((number) => number.replace(',', '.'));

describe('catalog translations: parity with the English catalog', () => {
  it('covers the six other locales of the catalog', () => {
    expect(Object.keys(catalogTranslations).sort()).toEqual([...translated].sort());
    expect(translated).toHaveLength(6);
  });

  it('leaves out the one untranslated product on purpose, and only it', () => {
    expect(UNTRANSLATED_PRODUCT).toEqual({ id: 91, locale: 'ko' });
    expect(products.map((product) => product.id)).toContain(UNTRANSLATED_PRODUCT.id);
    expect(translationOf(UNTRANSLATED_PRODUCT.locale).products).not.toHaveProperty(
      String(UNTRANSLATED_PRODUCT.id),
    );
  });

  it.each(translated)('%s has exactly the English products', (locale) => {
    const expected = products
      .map((product) => product.id)
      .filter((id) => !(locale === UNTRANSLATED_PRODUCT.locale && id === UNTRANSLATED_PRODUCT.id));
    expect(sortedIds(Object.keys(translationOf(locale).products))).toEqual(sortedIds(expected));
  });

  it.each(translated)('%s has exactly the English categories and sub-categories', (locale) => {
    const translation = translationOf(locale);
    expect(sortedIds(Object.keys(translation.categories))).toEqual(
      sortedIds(categories.map((category) => category.id)),
    );
    expect(sortedIds(Object.keys(translation.subCategories))).toEqual(
      sortedIds(subCategories.map((sub) => sub.id)),
    );
  });

  it.each(translated)('%s translates exactly the text fields of each entry', (locale) => {
    const translation = translationOf(locale);
    for (const texts of Object.values(translation.products)) {
      expect(Object.keys(texts).sort()).toEqual(['desc', 'title', 'weight']);
    }
    for (const texts of Object.values(translation.categories)) {
      expect(Object.keys(texts).sort()).toEqual(['description', 'title']);
    }
    for (const texts of Object.values(translation.subCategories)) {
      expect(Object.keys(texts)).toEqual(['title']);
    }
  });

  it.each(translated)('%s has no empty or untrimmed text', (locale) => {
    for (const [where, text] of textsOf(locale)) {
      expect(typeof text, where).toBe('string');
      expect(text.trim(), where).not.toBe('');
      expect(text, where).toBe(text.trim());
    }
  });
});

describe('catalog translations: each in its own language', () => {
  it.each(translated)('%s writes its titles and descriptions in its script', (locale) => {
    for (const [where, text] of proseOf(locale)) {
      const letters = countOf(text, /\p{L}/gu);
      const own = countOf(text, scriptLetter[locale]);
      expect(own, `${locale} ${where}: ${text}`).toBeGreaterThan(0);
      // Brand names stay in Latin, so the script's letters need only be the majority.
      expect(own / letters, `${locale} ${where}: ${text}`).toBeGreaterThan(0.5);
    }
  });

  it('writes Japanese with kana, and Chinese without kana or Hangul', () => {
    for (const [where, text] of proseOf('ja')) {
      // Single kanji words are fine for a sub-category; a description needs kana.
      if (where.endsWith('.desc') || where.endsWith('.description')) {
        expect(text, `ja ${where}`).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
      }
    }
    for (const [where, text] of proseOf('zh')) {
      expect(text, `zh ${where}`).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
      expect(text, `zh ${where}`).not.toMatch(/\p{Script=Hangul}/u);
    }
  });

  it.each(translated)('%s keeps no Latin word but brand names and reviewed ones', (locale) => {
    const allowed = new Set([...brandWords, ...keptLatin[locale]]);
    for (const [where, text] of proseOf(locale)) {
      // Units and marks written onto a number (85g, 23K) are not words.
      const latinWords = text.match(/(?<![0-9A-Za-z])[A-Za-z]+/g) ?? [];
      expect(
        latinWords.filter((word) => !allowed.has(word)),
        `${locale} ${where}: ${text}`,
      ).toEqual([]);
    }
  });

  it.each(translated)('%s translates every title (none equals the English one)', (locale) => {
    const translation = translationOf(locale);
    for (const [id, texts] of Object.entries(translation.products)) {
      expect(texts.title, `${locale} product ${id}`).not.toBe(englishProduct(id).title);
      expect(texts.desc, `${locale} product ${id}`).not.toBe(englishProduct(id).desc);
    }
    for (const [id, texts] of Object.entries(translation.categories)) {
      expect(texts.title, `${locale} category ${id}`).not.toBe(englishCategory(id).title);
      expect(texts.description, `${locale} category ${id}`).not.toBe(
        englishCategory(id).description,
      );
    }
    for (const [id, texts] of Object.entries(translation.subCategories)) {
      expect(texts.title, `${locale} sub-category ${id}`).not.toBe(englishSubCategory(id).title);
    }
  });
});

describe('catalog translations: brands and numbers', () => {
  it('has English descriptions that name a brand, so the brand check checks something', () => {
    const named = products.filter((product) => brandsIn(product.attributes.desc).length > 0);
    expect(named.length).toBe(products.length);
    const namedBrands = new Set(named.flatMap((product) => brandsIn(product.attributes.desc)));
    for (const brand of ['Rimal Gourmet', 'Rimal Vegan', 'Rimal Bites', 'Nakhla Noir']) {
      expect(namedBrands).toContain(brand);
    }
  });

  it.each(translated)('%s keeps, in Latin, every brand the English description names', (locale) => {
    const missing: string[] = [];
    for (const [id, texts] of Object.entries(translationOf(locale).products)) {
      for (const brand of brandsIn(englishProduct(id).desc)) {
        if (!texts.desc.includes(brand)) missing.push(`${id}: ${brand}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(translated)('%s names no brand that the English description does not', (locale) => {
    const extra: string[] = [];
    for (const [id, texts] of Object.entries(translationOf(locale).products)) {
      const english = brandsIn(englishProduct(id).desc);
      for (const brand of brandsIn(texts.desc)) {
        if (!english.includes(brand)) extra.push(`${id}: ${brand}`);
      }
    }
    expect(extra).toEqual([]);
  });

  it.each(translated)('%s writes only Western digits', (locale) => {
    for (const [where, text] of textsOf(locale)) {
      // Any decimal digit but 0-9: Arabic-Indic, Extended Arabic-Indic, Devanagari, full-width…
      expect(text.replace(/[0-9]/g, ''), `${locale} ${where}`).not.toMatch(/\p{Nd}/u);
    }
  });

  it.each(translated)('%s labels each weight with the English numbers', (locale) => {
    for (const [id, texts] of Object.entries(translationOf(locale).products)) {
      const english = englishProduct(id).weight;
      expect(numbersOf(texts.weight), `${locale} product ${id}: ${texts.weight}`).toEqual(
        numbersOf(english),
      );
      expect(numbersOf(texts.weight).length, `${locale} product ${id}`).toBeGreaterThan(0);
    }
  });

  it.each(translated.filter((locale) => locale !== 'ru'))(
    '%s writes a decimal point (only Russian writes a decimal comma)',
    (locale) => {
      for (const [id, texts] of Object.entries(translationOf(locale).products)) {
        expect(texts.weight, `${locale} product ${id}`).not.toMatch(/\d,\d/);
      }
    },
  );

  it('spot-checks the one weight with a decimal (1.5 kg, 1,5 кг in Russian)', () => {
    const id = products.find((product) => product.attributes.weight.includes('.'))?.id;
    expect(id).toBeDefined();
    expect(translationOf('ru').products[String(id)]?.weight).toMatch(/^1,5 /);
    expect(translationOf('ar').products[String(id)]?.weight).toMatch(/^1\.5 /);
  });
});
