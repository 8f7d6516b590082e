import { useTranslation } from 'react-i18next';

export interface PageMetaProps {
  /** The page's own title, translated; the site name is appended. */
  title: string;
  description: string;
}

/** React 19 hoists these into <head>, so each page sets its own translated title and description. */
export function PageMeta({ title, description }: PageMetaProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <title>{t('meta.titleTemplate', { page: title })}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
    </>
  );
}
