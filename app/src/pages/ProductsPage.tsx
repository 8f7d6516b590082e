import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  BRAND,
  catalogIdFrom,
  catalogIdsFrom,
  contentReads,
  paths,
  siteMedia,
  type Category,
} from '@rimal/core';
import {
  CategoryFilter,
  ListingBanner,
  ProductGrid,
  useResource,
  usePageInLanguage,
  useServices,
  visuallyHidden,
} from '@rimal/ui';
import { useAddToCart } from '../cart/useAddToCart';
import { JsonLd } from '../layout/JsonLd';
import { PageMeta } from '../layout/PageMeta';
import { breadcrumbJsonLd } from '../seo';
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
  const { i18n } = useTranslation();
  const { content } = useServices();
  const categoriesRead = contentReads.categories(i18n.language);
  const categories = useResource(categoriesRead.key, () => categoriesRead.load(content));
  const category = categories.data?.find((candidate) => candidate.id === categoryId);
  // Only a catalog that answered can say a category is not in it; a failed read keeps the listing.
  if (categories.data && !category) return <NotFoundPage />;
  return <Listing categoryId={categoryId} category={category} categories={categories.data ?? []} />;
}

interface ListingProps {
  categoryId: number;
  /** The category shown, once the catalog has answered. */
  category?: Category;
  /** Every category, each linked: the way to the other listings, scripts or none. */
  categories: readonly Category[];
}

function Listing({ categoryId, category, categories }: ListingProps) {
  const { t, i18n } = useTranslation(['shop', 'common']);
  const { content, siteUrl } = useServices();
  const media = useMedia();
  const addToCart = useAddToCart();
  const [params, setParams] = useSearchParams();
  const selected = catalogIdsFrom(params.get('sub'));
  const inLanguage = usePageInLanguage();
  const heading = category?.title ?? t('shop:listing.title');

  const subCategoriesRead = contentReads.subCategories(categoryId, i18n.language);
  const subCategories = useResource(subCategoriesRead.key, () => subCategoriesRead.load(content));
  const productsRead = contentReads.productsByCategory(
    listingQuery(categoryId, selected),
    i18n.language,
  );
  const products = useResource(productsRead.key, () => productsRead.load(content));
  const aboveRead = contentReads.aboveListingPrice(categoryId, i18n.language);
  const above = useResource(aboveRead.key, () => aboveRead.load(content));

  return (
    <>
      <PageMeta
        title={category?.title ?? t('common:meta.products.title')}
        description={category?.description || t('common:meta.products.description')}
      />
      {category && (
        <JsonLd
          data={breadcrumbJsonLd([
            { name: BRAND.name, url: new URL(inLanguage(paths.home), siteUrl).href },
            {
              name: category.title,
              url: new URL(inLanguage(paths.products(categoryId)), siteUrl).href,
            },
          ])}
        />
      )}
      <ListingBanner
        title={heading}
        posterSrc={media(siteMedia.productsBanner)}
        video={{
          webm: media(siteMedia.productsBannerVideo.webm),
          mp4: media(siteMedia.productsBannerVideo.mp4),
        }}
      />
      <div className={styles.layout}>
        <aside className={styles.filter} aria-label={t('shop:listing.categoriesTitle')}>
          {categories.length > 0 && (
            <nav aria-label={t('common:nav.categories')} className={styles.categories}>
              <ul className={styles.categoryList}>
                {categories.map((entry) => (
                  <li key={entry.id}>
                    <Link
                      to={inLanguage(paths.products(entry.id))}
                      className={styles.categoryLink}
                      aria-current={entry.id === categoryId ? 'page' : undefined}
                    >
                      {entry.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
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
          {above.data && above.data.length > 0 && (
            <section className={styles.above} aria-labelledby="above-heading">
              <h2 id="above-heading" className={styles.aboveTitle}>
                {t('shop:listing.alsoInCategory')}
              </h2>
              <ul className={styles.categoryList}>
                {above.data.map((product) => (
                  <li key={product.id}>
                    <Link
                      to={inLanguage(paths.product(product.id))}
                      className={styles.categoryLink}
                    >
                      {product.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </section>
      </div>
    </>
  );
}
