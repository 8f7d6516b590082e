import i18next from 'i18next';
import type { BackendModule, i18n as I18n, ReadCallback, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, matchLanguage } from './languages';
import type { Namespace } from './namespaces';
import { defaultNamespace } from './namespaces';
import { baseOptions } from './options';

/** Loads the resources of one language and namespace; `undefined` when there are none. */
export type ResourceLoader = (lng: string, ns: string) => Promise<ResourceKey | undefined>;

// Not eager: every JSON file becomes its own chunk, so a shopper downloads only the
// namespaces of their language (plus English, the fallback) as pages ask for them.
const localeFiles = import.meta.glob<ResourceKey>('./locales/*/*.json', { import: 'default' });

/** The default loader: the bundled `locales/<lng>/<ns>.json` chunk. */
export const loadLocaleFile: ResourceLoader = (lng, ns) => {
  const load = localeFiles[`./locales/${lng}/${ns}.json`];
  return load ? load() : Promise.resolve(undefined);
};

function createBackend(load: ResourceLoader): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(lng: string, ns: string, callback: ReadCallback) {
      load(lng, ns).then(
        (data) => {
          if (data) callback(null, data);
          // A language without this file falls back to English; retrying cannot help.
          else callback(new Error(`No ${ns} resources for ${lng}`), false);
        },
        // A chunk that failed to download (offline, deploy in between) is worth a retry.
        (error: unknown) => callback(error instanceof Error ? error : String(error), true),
      );
    },
  };
}

export interface CreateI18nOptions {
  /** Language tag to start in; anything unsupported starts in English. */
  lng: string;
  /** Namespaces to load before the promise resolves; `common` is always loaded. @default ['common'] */
  ns?: readonly Namespace[];
  /** Where resources come from; tests pass a spy. @default loadLocaleFile */
  load?: ResourceLoader;
  /** Log i18next's diagnostics to the console. @default false */
  debug?: boolean;
}

/**
 * A new, initialised i18next instance wired to react-i18next, whose resources load lazily
 * per language and namespace. Resolves once `ns` are loaded for `lng` and for English.
 */
export async function createI18n({
  lng,
  ns = [defaultNamespace],
  load = loadLocaleFile,
  debug = false,
}: CreateI18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(createBackend(load))
    .use(initReactI18next)
    .init({
      ...baseOptions,
      lng: matchLanguage(lng) ?? defaultLanguage,
      ns: [...new Set<Namespace>([defaultNamespace, ...ns])],
      // Two more tries (about a second) before start-up shows its translated error screen;
      // i18next's default of five leaves the page blank for some eleven seconds.
      maxRetries: 2,
      debug,
    });
  return instance;
}

/** Loads namespaces for the instance's current language (and fallback) before rendering. */
export async function loadNamespaces(
  instance: I18n,
  ns: Namespace | readonly Namespace[],
): Promise<void> {
  await instance.loadNamespaces(typeof ns === 'string' ? ns : [...ns]);
}
