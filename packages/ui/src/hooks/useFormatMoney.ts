import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Fils } from '@rimal/core';

/** Formats fils as AED in the current language (Intl, via core). */
export function useFormatMoney(): (fils: Fils) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((fils: Fils) => formatMoney(fils, language), [language]);
}
