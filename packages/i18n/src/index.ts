export type { Direction, Language, LanguageInfo } from './languages';
export {
  defaultLanguage,
  dir,
  getLanguageInfo,
  isLanguage,
  languageCodes,
  languages,
  matchLanguage,
} from './languages';
export type { Namespace } from './namespaces';
export { defaultNamespace, isNamespace, namespaces } from './namespaces';
export type { CreateI18nOptions, ResourceLoader } from './createI18n';
export { createI18n, loadLocaleFile, loadNamespaces } from './createI18n';
export type { CreateI18nForTestsOptions } from './createI18nForTests';
export { bundledResources, createI18nForTests } from './createI18nForTests';
export type { FollowLanguageOptions, LanguageDocument, LanguageStorage } from './persistLanguage';
export {
  LANGUAGE_STORAGE_KEY,
  applyDocumentLanguage,
  followLanguageChanges,
  matchBrowserLanguage,
  pickLanguage,
  readStoredLanguage,
  rememberLanguage,
} from './persistLanguage';
export { SHOP_TIME_ZONE, formatDate, formatNumber, formatPercent, isolate } from './format';
export type { LanguageAlternate } from './address';
export {
  LANGUAGE_PARAM,
  addressInLanguage,
  languageAlternates,
  languageInAddress,
  languageNamedBy,
  languageOfPath,
  pageInLanguage,
  pageLanguage,
  pathWithoutLanguage,
  prefixedLanguages,
  searchWithoutLanguage,
} from './address';
