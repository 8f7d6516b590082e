import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { addressInLanguage, isLanguage, languageNamedBy } from '@rimal/i18n';

/**
 * Keeps the address and the page's language in step, so a copied link opens in the language it
 * was copied in (docs/catalog-languages.md §4). A language change (the switcher) moves the page
 * to its address in the new language (`/about` → `/ar/about`); an address in another language
 * (Back, Forward) changes the page's language; a bare address or an old `?lang=` link moves to
 * the path form. The address is replaced, not pushed: a language is a preference, not a step
 * Back should undo.
 */
export function useLanguageInAddress(): void {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const language = i18n.language;
  const seenLanguage = useRef(language);

  useEffect(() => {
    if (!isLanguage(language)) return;
    const named = languageNamedBy(location.pathname, location.search);
    const languageChanged = seenLanguage.current !== language;
    seenLanguage.current = language;
    // A bare address opens in the reader's language here as on arrival: the one shown now.
    const target = languageChanged ? language : (named ?? language);
    if (target !== language) {
      void i18n.changeLanguage(target);
      return;
    }
    const address = addressInLanguage(location, language);
    if (address === `${location.pathname}${location.search}${location.hash}`) return;
    void navigate(address, {
      replace: true,
      state: location.state as unknown,
      preventScrollReset: true,
    });
  }, [i18n, language, location, navigate]);
}
