import type { i18n as I18n } from 'i18next';
import { languageNamedBy } from './address';
import type { Language } from './languages';
import { defaultLanguage, dir, isLanguage, matchLanguage } from './languages';

/** Storage key of the remembered language. */
export const LANGUAGE_STORAGE_KEY = 'rimal.lang';

/** The part of `Storage` used here, so tests pass a plain object. */
export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The part of `Document` used here. */
export interface LanguageDocument {
  documentElement: { lang: string; dir: string };
}

/** The remembered language, if one is stored and still supported. */
export function readStoredLanguage(
  storage: LanguageStorage | null | undefined,
): Language | undefined {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    // Storage can throw (privacy modes, blocked cookies): behave as if nothing was stored.
    return undefined;
  }
}

/** Remembers the choice for the next visit; silently does nothing when storage refuses. */
export function rememberLanguage(storage: LanguageStorage | null | undefined, lng: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Quota or privacy mode: the choice still applies to this visit.
  }
}

/** The first supported language among the browser's preferences (`navigator.languages`). */
export function matchBrowserLanguage(
  preferred: readonly string[] | string | null | undefined,
): Language | undefined {
  const tags = typeof preferred === 'string' ? [preferred] : (preferred ?? []);
  for (const tag of tags) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * The language to start in: the one the address names (its path's prefix, or an old `?lang=`),
 * else the stored choice, else the browser's preference, else English. A bare path names none:
 * it opens in the visitor's language, and in English for a crawler.
 */
export function pickLanguage(
  storage: LanguageStorage | null | undefined,
  preferred?: readonly string[] | string | null,
  address: { pathname?: string; search?: string } = {},
): Language {
  return (
    languageNamedBy(address.pathname ?? '/', address.search) ??
    readStoredLanguage(storage) ??
    matchBrowserLanguage(preferred) ??
    defaultLanguage
  );
}

/** Sets `<html lang dir>` for a language. */
export function applyDocumentLanguage(doc: LanguageDocument, lng: string): void {
  doc.documentElement.lang = matchLanguage(lng) ?? defaultLanguage;
  doc.documentElement.dir = dir(lng);
}

export interface FollowLanguageOptions {
  /** Where the choice is remembered; omit to not remember it. */
  storage?: LanguageStorage | null;
  /** The document whose `<html lang dir>` follows the language; omit in tests. */
  doc?: LanguageDocument | null;
}

/**
 * Keeps storage and `<html lang dir>` in step with every language change of `instance`.
 * Returns a function that stops following.
 */
export function followLanguageChanges(
  instance: I18n,
  { storage, doc }: FollowLanguageOptions,
): () => void {
  const onChange = (lng: string) => {
    const language = matchLanguage(lng);
    if (!language) return;
    rememberLanguage(storage, language);
    if (doc) applyDocumentLanguage(doc, language);
  };
  instance.on('languageChanged', onChange);
  return () => instance.off('languageChanged', onChange);
}
