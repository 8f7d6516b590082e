/**
 * What picks the page's language before the app runs, without i18next or the texts: the script
 * a prerendered page at a bare address runs from its `<head>` (app/src/prerender).
 */
export { defaultLanguage } from './languages';
export { addressInLanguage } from './address';
export { pickLanguage } from './persistLanguage';
