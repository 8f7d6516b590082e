import { useTranslation } from 'react-i18next';
import { BRAND_PAGE_PRODUCTS, siteLinkPreview, siteMedia, type BrandPageId } from '@rimal/core';
import { BrandProducts, GourmetPromo, useServices } from '@rimal/ui';
import { PageMeta } from '../layout/PageMeta';
import { useMedia } from '../useMedia';

/** /gourmet, /vegan and /bites. */
export function BrandRoute({ brand }: { brand: BrandPageId }) {
  const { t } = useTranslation('common');
  const media = useMedia();
  const { mediaHost } = useServices();
  const ids = BRAND_PAGE_PRODUCTS[brand];
  return (
    <>
      <PageMeta
        title={t(`meta.${brand}.title`)}
        description={t(`meta.${brand}.description`)}
        image={{ ...siteLinkPreview(mediaHost, brand), alt: t(`meta.preview.${brand}`) }}
      />
      <BrandProducts
        brand={brand}
        backgroundSrc={media(siteMedia.brandBackgrounds[brand])}
        ids={ids}
      >
        {brand === 'gourmet' && <GourmetPromo productId={ids[0]} topTargetId="content" />}
      </BrandProducts>
    </>
  );
}
