import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCT_BRANDS } from '@rimal/core';
import { defaultLanguage, languageCodes } from './languages';
import { namespaces } from './namespaces';

/** Values a translation may keep exactly as in English: names, codes, placeholders. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Rimal',
  ...PRODUCT_BRANDS,
  'Visa',
  'Mastercard',
  'American Express',
  'Apple Pay',
  'Google Pay',
  'ABC123',
  'IT',
  'UAE',
  'KSA',
]);

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_KEY = new RegExp(`^(.*)_(${PLURAL_CATEGORIES.join('|')})$`);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Leaves = Map<string, unknown>;

const files = import.meta.glob<Json>('./locales/*/*.json', { eager: true, import: 'default' });

const resources = new Map<string, Map<string, Json>>();
for (const [path, json] of Object.entries(files)) {
  const [, lng = '', ns = ''] = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!resources.has(lng)) resources.set(lng, new Map());
  resources.get(lng)?.set(ns, json);
}

const localeFolders = readdirSync(new URL('./locales', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function leaves(value: Json, prefix = '', into: Leaves = new Map()): Leaves {
  if (Array.isArray(value))
    value.forEach((item, index) => leaves(item, `${prefix}.${index}`, into));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      leaves(item, prefix ? `${prefix}.${key}` : key, into);
  else into.set(prefix, value);
  return into;
}

/** Every leaf of a language, keyed `ns:path`. */
function leavesOf(lng: string): Leaves {
  const all: Leaves = new Map();
  for (const [ns, json] of resources.get(lng) ?? [])
    for (const [path, value] of leaves(json)) all.set(`${ns}:${path}`, value);
  return all;
}

function arrayLengths(value: Json, prefix = '', into = new Map<string, number>()) {
  if (Array.isArray(value)) {
    into.set(prefix, value.length);
    value.forEach((item, index) => arrayLengths(item, `${prefix}.${index}`, into));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      arrayLengths(item, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

function variables(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const names = [...value.matchAll(/{{\s*([^,}\s]+)[^}]*}}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

const english = leavesOf(defaultLanguage);
/** Base keys that English declares as plurals (`cart.label` for `cart.label_one/_other`). */
const pluralBases = new Set(
  [...english.keys()].flatMap((key) => {
    const match = PLURAL_KEY.exec(key);
    return match?.[2] === 'other' ? [match[1] ?? ''] : [];
  }),
);
const isPluralForm = (key: string) => pluralBases.has(PLURAL_KEY.exec(key)?.[1] ?? '\0');
const plainEnglishKeys = [...english.keys()].filter((key) => !isPluralForm(key));
const englishPluralVariables = (base: string) =>
  variables(
    PLURAL_CATEGORIES.map((category) => english.get(`${base}_${category}`) ?? '').join(' '),
  ).filter((name) => name !== 'count');

function expectedKeys(lng: string): string[] {
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  return [
    ...plainEnglishKeys,
    ...[...pluralBases].flatMap((base) => categories.map((category) => `${base}_${category}`)),
  ].sort();
}

const present = [...resources.keys()].sort();

describe('locale folders', () => {
  it('English, the source language, exists with every namespace', () => {
    expect([...(resources.get(defaultLanguage)?.keys() ?? [])].sort()).toEqual(
      [...namespaces].sort(),
    );
  });

  it('has a folder for every language of languages.ts', () => {
    expect(localeFolders).toEqual(expect.arrayContaining([...languageCodes]));
  });

  it('has no folder for a language that languages.ts does not list', () => {
    expect(localeFolders.filter((lng) => !languageCodes.includes(lng as never))).toEqual([]);
  });

  it.each(localeFolders)('%s has exactly one file per namespace', (lng) => {
    expect([...(resources.get(lng)?.keys() ?? [])].sort()).toEqual([...namespaces].sort());
  });
});

describe.each(present)('%s resources', (lng) => {
  const current = leavesOf(lng);

  it('contains only non-empty strings', () => {
    const bad = [...current].filter(([, value]) => typeof value !== 'string' || !value.trim());
    expect(bad).toEqual([]);
  });

  it('has every key of English and no other, with the plural forms of its CLDR categories', () => {
    const expected = expectedKeys(lng);
    const actual = [...current.keys()].sort();
    expect({
      missing: expected.filter((key) => !current.has(key)),
      extra: actual.filter((key) => !expected.includes(key)),
    }).toEqual({ missing: [], extra: [] });
  });

  it('uses the same interpolation variables as English in every key', () => {
    const mismatches: string[] = [];
    for (const key of plainEnglishKeys) {
      const want = variables(english.get(key)).join(',');
      const got = variables(current.get(key)).join(',');
      if (current.has(key) && want !== got)
        mismatches.push(`${key}: {${got}} instead of {${want}}`);
    }
    for (const base of pluralBases) {
      const want = englishPluralVariables(base).join(',');
      for (const category of PLURAL_CATEGORIES) {
        const key = `${base}_${category}`;
        if (!current.has(key)) continue;
        const names = variables(current.get(key));
        // A form for exactly one or two may spell the number out; `other` always shows it.
        if (category === 'other' && !names.includes('count')) mismatches.push(`${key}: no {count}`);
        const got = names.filter((name) => name !== 'count').join(',');
        if (got !== want) mismatches.push(`${key}: {${got}} instead of {${want}}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('has arrays of the same length as English', () => {
    for (const ns of namespaces) {
      const source = resources.get(defaultLanguage)?.get(ns);
      const target = resources.get(lng)?.get(ns);
      if (source === undefined || target === undefined) continue;
      expect(Object.fromEntries(arrayLengths(target)), ns).toEqual(
        Object.fromEntries(arrayLengths(source)),
      );
    }
  });

  if (lng === defaultLanguage) return;

  it('translates every text that is not a name or code', () => {
    const untranslated = [...current].filter(([key, value]) => {
      if (typeof value !== 'string' || value !== english.get(key)) return false;
      if (SAME_IN_EVERY_LANGUAGE.has(value)) return false;
      return /\p{L}/u.test(value.replace(/{{[^}]*}}/g, ''));
    });
    expect(untranslated).toEqual([]);
  });
});
