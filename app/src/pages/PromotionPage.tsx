import { useTranslation } from 'react-i18next';
import { siteMedia } from '@rimal/core';
import { PromotionPanel } from '@rimal/ui';
import { PageMeta } from '../layout/PageMeta';
import { useMedia } from '../useMedia';

export default function PromotionPage() {
  const { t } = useTranslation('common');
  const media = useMedia();
  return (
    <>
      <PageMeta title={t('meta.promotion.title')} description={t('meta.promotion.description')} />
      <PromotionPanel backgroundUrl={media(siteMedia.promotionBackground)} />
    </>
  );
}
