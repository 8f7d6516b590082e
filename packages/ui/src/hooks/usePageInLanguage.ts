import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Path, To } from 'react-router-dom';
import { defaultLanguage, matchLanguage, pageInLanguage } from '@rimal/i18n';

/**
 * Puts an in-site address in the language shown (`/about` → `/ar/about`), so that every link
 * and every move the app makes keeps the reader in their language (docs/catalog-languages.md
 * §4). Addresses of other sites, and relative ones, are left as they are.
 */
export function usePageInLanguage(): <T extends To>(to: T) => T {
  const { i18n } = useTranslation();
  const language = matchLanguage(i18n.language) ?? defaultLanguage;
  return useCallback(
    <T extends To>(to: T): T => {
      if (typeof to === 'string') {
        return (
          to.startsWith('/') && !to.startsWith('//') ? pageInLanguage(to, language) : to
        ) as T;
      }
      const path: Partial<Path> = to;
      return (
        path.pathname?.startsWith('/')
          ? { ...path, pathname: pageInLanguage(path.pathname, language) }
          : to
      ) as T;
    },
    [language],
  );
}
