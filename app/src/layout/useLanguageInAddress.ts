import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isLanguage, languageInAddress, searchWithLanguage } from '@rimal/i18n';

/**
 * Keeps the address and the page's language in step, so a copied link opens in the language it
 * was copied in. A language change (the switcher) writes the new language into the address; an
 * address that names another language (Back, Forward, a link with `?lang=`) changes the page's
 * language; an address that names none (an in-site link) gets the current one. The address is
 * replaced, not pushed: a language is a preference, not a step Back should undo.
 */
export function useLanguageInAddress(): void {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const language = i18n.language;
  const seenLanguage = useRef(language);

  useEffect(() => {
    if (!isLanguage(language)) return;
    const named = languageInAddress(location.search);
    const languageChanged = seenLanguage.current !== language;
    seenLanguage.current = language;
    if (named === language) return;
    if (named && !languageChanged) {
      void i18n.changeLanguage(named);
      return;
    }
    void navigate(
      {
        pathname: location.pathname,
        search: searchWithLanguage(location.search, language),
        hash: location.hash,
      },
      { replace: true, state: location.state as unknown, preventScrollReset: true },
    );
  }, [i18n, language, location, navigate]);
}
