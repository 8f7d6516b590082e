import { useTranslation } from 'react-i18next';
import { siteMedia } from '@rimal/core';
import { AboutPage as About } from '@rimal/ui';
import { PageMeta } from '../layout/PageMeta';
import { useMedia } from '../useMedia';

export default function AboutPage() {
  const { t } = useTranslation('common');
  const media = useMedia();
  return (
    <>
      <PageMeta title={t('meta.about.title')} description={t('meta.about.description')} />
      <About
        bannerUrl={media(siteMedia.aboutBanner)}
        leaderPortraitUrl={(position) =>
          media(siteMedia.leadership[position - 1] ?? siteMedia.logoMark)
        }
      />
    </>
  );
}
