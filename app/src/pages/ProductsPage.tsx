import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { catalogIdFrom, catalogIdsFrom, siteMedia } from '@rimal/core';
import { CategoryFilter, ProductGrid, useServices, visuallyHidden } from '@rimal/ui';
import { useAddToCart } from '../cart/useAddToCart';
import { PageMeta } from '../layout/PageMeta';
import { useLoad } from '../useLoad';
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
  const { t } = useTranslation(['shop', 'common']);
  const { content } = useServices();
  const media = useMedia();
  const addToCart = useAddToCart();
  const [params, setParams] = useSearchParams();
  const selected = catalogIdsFrom(params.get('sub'));

  // docs/requirements.md §4: a failed sub-category load is ignored (the filter simply stays empty).
  const subCategories = useLoad(`sub:${categoryId}`, () =>
    content.subCategories(categoryId).catch(() => []),
  );
  const products = useLoad(`products:${categoryId}:${selected.join(',')}`, () =>
    content.productsByCategory(listingQuery(categoryId, selected)),
  );

  return (
    <>
      <PageMeta
        title={t('common:meta.products.title')}
        description={t('common:meta.products.description')}
      />
      <div className={styles.banner}>
        <img
          className={styles.bannerImage}
          src={media(siteMedia.productsBanner)}
          alt=""
          width={1600}
          height={400}
        />
        <h1 className={styles.title}>{t('shop:listing.title')}</h1>
      </div>
      <div className={styles.layout}>
        <aside className={styles.filter}>
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
            status={products.status === 'loaded' ? 'ready' : products.status}
            onRetry={products.retry}
            showCount
            onAddToCart={(product) => addToCart(product)}
          />
        </section>
      </div>
    </>
  );
}
