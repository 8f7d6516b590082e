import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isLanguage, languageAlternates, pageInLanguage } from '@rimal/i18n';

export interface PageMetaProps {
  /** The page's own title, translated; the site name is appended. */
  title: string;
  description: string;
}

/**
 * React 19 hoists these into <head>, so each page sets its own translated title and
 * description, its canonical address in the language shown, and the same page in every other
 * language for search engines (`hreflang`).
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const { t, i18n } = useTranslation('common');
  const { pathname } = useLocation();
  const origin = window.location.origin;
  const absolute = (href: string) => new URL(href, origin).href;
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <>
      <title>{t('meta.titleTemplate', { page: title })}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <link rel="canonical" href={absolute(pageInLanguage(pathname, language))} />
      {languageAlternates(pathname).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={absolute(href)} />
      ))}
    </>
  );
}
