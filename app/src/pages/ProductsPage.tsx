import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { catalogIdFrom, catalogIdsFrom, contentReads, siteMedia } from '@rimal/core';
import {
  CategoryFilter,
  ListingBanner,
  ProductGrid,
  useResource,
  useServices,
  visuallyHidden,
} from '@rimal/ui';
import { useAddToCart } from '../cart/useAddToCart';
import { PageMeta } from '../layout/PageMeta';
import { useMedia } from '../useMedia';
import { listingQuery } from './listingQuery';
import NotFoundPage from './NotFoundPage';
import * as styles from './ProductsPage.css';

export default function ProductsPage() {
  const { id } = useParams();
  const categoryId = catalogIdFrom(id);
  if (categoryId === null) return <NotFoundPage />;
  return <ProductListing key={categoryId} categoryId={categoryId} />;
}

function ProductListing({ categoryId }: { categoryId: number }) {
  const { t, i18n } = useTranslation(['shop', 'common']);
  const { content } = useServices();
  const media = useMedia();
  const addToCart = useAddToCart();
  const [params, setParams] = useSearchParams();
  const selected = catalogIdsFrom(params.get('sub'));

  const subCategoriesRead = contentReads.subCategories(categoryId, i18n.language);
  const subCategories = useResource(subCategoriesRead.key, () => subCategoriesRead.load(content));
  const productsRead = contentReads.productsByCategory(
    listingQuery(categoryId, selected),
    i18n.language,
  );
  const products = useResource(productsRead.key, () => productsRead.load(content));

  return (
    <>
      <PageMeta
        title={t('common:meta.products.title')}
        description={t('common:meta.products.description')}
      />
      <ListingBanner
        title={t('shop:listing.title')}
        posterSrc={media(siteMedia.productsBanner)}
        video={{
          webm: media(siteMedia.productsBannerVideo.webm),
          mp4: media(siteMedia.productsBannerVideo.mp4),
        }}
      />
      <div className={styles.layout}>
        <aside className={styles.filter} aria-label={t('shop:listing.categoriesTitle')}>
          <CategoryFilter
            subCategories={subCategories.data ?? []}
            loading={subCategories.status === 'loading'}
            selected={selected}
            onChange={(next) =>
              setParams(next.length > 0 ? { sub: next.join(',') } : {}, { replace: true })
            }
          />
        </aside>
        <section className={styles.results} aria-labelledby="listing-heading">
          <h2 id="listing-heading" className={visuallyHidden}>
            {t('shop:listing.title')}
          </h2>
          <ProductGrid
            products={products.data ?? []}
            status={products.status}
            onRetry={products.retry}
            showCount
            onAddToCart={(product) => addToCart(product)}
          />
        </section>
      </div>
    </>
  );
}
