import { useTranslation } from 'react-i18next';
import { siteMedia } from '@rimal/core';
import { BrandProducts, GourmetPromo, type BrandPageId } from '@rimal/ui';
import { PageMeta } from '../layout/PageMeta';
import { useMedia } from '../useMedia';

/** docs/requirements.md §2: the fixed products each brand page links to, in order. */
const brandProductIds: Record<BrandPageId, readonly number[]> = {
  gourmet: [99, 95, 98, 104, 103, 96],
  vegan: [91, 94, 92, 90],
  bites: [101, 100, 102],
};

/** /gourmet, /vegan and /bites. */
export function BrandRoute({ brand }: { brand: BrandPageId }) {
  const { t } = useTranslation('common');
  const media = useMedia();
  const ids = brandProductIds[brand];
  return (
    <>
      <PageMeta title={t(`meta.${brand}.title`)} description={t(`meta.${brand}.description`)} />
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
