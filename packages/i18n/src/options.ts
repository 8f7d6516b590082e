import type { InitOptions } from 'i18next';
import { BRAND } from '@rimal/core';
import { defaultLanguage, languageCodes } from './languages';
import { defaultNamespace } from './namespaces';

/** The i18next options shared by the lazy factory and the eager test factory. */
export const baseOptions = {
  fallbackLng: defaultLanguage,
  supportedLngs: [...languageCodes],
  load: 'languageOnly',
  defaultNS: defaultNamespace,
  fallbackNS: false,
  returnNull: false,
  returnEmptyString: false,
  interpolation: {
    // React escapes what it renders; escaping here would show entities like &amp; on screen.
    escapeValue: false,
    defaultVariables: { brand: BRAND.name },
  },
} satisfies InitOptions;
