import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BRAND, siteLinkPreview, type LinkPreviewPicture } from '@rimal/core';
import {
  defaultLanguage,
  isLanguage,
  languageAlternates,
  languages,
  pageInLanguage,
} from '@rimal/i18n';
import { useServices } from '@rimal/ui';

/** A link preview's picture: its address (a media path or absolute), size and words. */
export interface PagePreviewImage extends LinkPreviewPicture {
  alt: string;
}

export interface PageMetaProps {
  /** The page's own title, translated; the site name is appended. */
  title: string;
  description: string;
  /**
   * The picture a link preview shows, a JPEG or PNG of at least 1200 × 630 that networks show
   * (`linkPreviewOf`), with its words for who cannot see it, in the page's language.
   * @default the home page's hero artwork
   */
  image?: PagePreviewImage;
  /** What the page is, for link previews: a product page says so. @default 'website' */
  type?: 'website' | 'product';
  /**
   * False for a page search engines must not index (the not-found page): it says so, and names
   * no address of its own, since it answers at any address. @default true
   */
  indexed?: boolean;
}

/**
 * React 19 hoists these into <head>, so each page sets its own translated title and
 * description, its canonical address in the language shown, the same page in every other
 * language for search engines (`hreflang`), and what a shared link's preview shows (Open Graph
 * and Twitter cards). Every address is absolute on the site's configured origin, never the
 * page's own: a copy served elsewhere still names the real site.
 */
export function PageMeta({
  title,
  description,
  image,
  type = 'website',
  indexed = true,
}: PageMetaProps) {
  const { t, i18n } = useTranslation('common');
  const { pathname } = useLocation();
  const { siteUrl, mediaHost } = useServices();
  const absolute = (href: string) => new URL(href, siteUrl).href;
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const canonical = absolute(pageInLanguage(pathname, language));
  const picture = image ?? { ...siteLinkPreview(mediaHost, 'home'), alt: t('meta.preview.home') };
  const pictureUrl = absolute(picture.url);
  const fullTitle = t('meta.titleTemplate', { page: title });
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {indexed ? (
        <>
          <link rel="canonical" href={canonical} />
          {languageAlternates(pathname).map(({ hreflang, href }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={absolute(href)} />
          ))}
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={BRAND.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {indexed && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={pictureUrl} />
      <meta property="og:image:width" content={String(picture.width)} />
      <meta property="og:image:height" content={String(picture.height)} />
      <meta property="og:image:alt" content={picture.alt} />
      {languages.map(({ code, ogLocale }) => (
        <meta
          key={code}
          property={code === language ? 'og:locale' : 'og:locale:alternate'}
          content={ogLocale}
        />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={pictureUrl} />
      <meta name="twitter:image:alt" content={picture.alt} />
    </>
  );
}
