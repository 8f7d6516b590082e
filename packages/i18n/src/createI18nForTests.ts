import i18next from 'i18next';
import type { i18n as I18n, Resource, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './languages';
import { defaultLanguage } from './languages';
import { namespaces } from './namespaces';
import { baseOptions } from './options';

// Eager on purpose: node tests and stories need every string synchronously. Kept out of
// createI18n.ts so the app's lazy chunks never pull this map in.
const localeFiles = import.meta.glob<ResourceKey>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every bundled resource, as `{ [lng]: { [ns]: json } }`. */
export const bundledResources: Resource = Object.entries(localeFiles).reduce<Resource>(
  (resources, [path, json]) => {
    const [, lng, ns] = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (lng && ns) resources[lng] = { ...resources[lng], [ns]: json };
    return resources;
  },
  {},
);

export interface CreateI18nForTestsOptions {
  /** Language to start in. @default 'en' */
  lng?: Language;
  /** Bundle only English, or every language that has files. @default 'all' */
  resources?: 'en' | 'all';
}

/** A synchronously initialised instance with eagerly bundled resources, for tests. */
export function createI18nForTests({
  lng = defaultLanguage,
  resources = 'all',
}: CreateI18nForTestsOptions = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...baseOptions,
    lng,
    ns: [...namespaces],
    resources:
      resources === 'all' ? bundledResources : { [defaultLanguage]: bundledResources.en ?? {} },
    initAsync: false,
  });
  return instance;
}
