import { addressInLanguage, defaultLanguage, pickLanguage } from '@rimal/i18n/language';

/**
 * The one script a prerendered page at a bare (English) address runs before it paints, from
 * its `<head>` (docs/catalog-languages.md §4): a reader who chose another language, or whose
 * browser asks for one, moves to the page in that language before the English one shows. A
 * crawler, or a reader without scripts, stays on the English page.
 */
const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
})();
const language = pickLanguage(storage, navigator.languages, window.location);
if (language !== defaultLanguage)
  window.location.replace(addressInLanguage(window.location, language));
