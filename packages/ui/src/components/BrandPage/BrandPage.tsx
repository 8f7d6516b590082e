import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND, contentReads, type BrandPageId, type Product } from '@rimal/core';
import { useResource, type ResourceStatus } from '../../data';
import { useServices } from '../../services';
import { Button } from '../Button';
import { BrandTile } from '../BrandTile';
import * as styles from './BrandPage.css';
import { visuallyHidden } from '../VisuallyHidden';

export interface BrandPageProps {
  /** Which brand: picks the localized title and description (`brands:<brand>`). */
  brand: BrandPageId;
  /** The brand's background artwork. */
  backgroundSrc: string;
  /** The products to show as tiles, in order. @default [] */
  products?: readonly Product[];
  /** Where loading the products stands. @default ready */
  status?: ResourceStatus;
  /** Offered as a "Try again" button in the error state. */
  onRetry?: () => void;
  /** How many placeholder tiles show while loading. @default 4 */
  skeletonCount?: number;
  /** Shown below the tiles, e.g. the GourmetPromo. */
  children?: ReactNode;
}

/**
 * A brand page: the background artwork with the localized title and description, then the
 * collection as tiles linking to each product (docs/requirements.md §2), with loading and error
 * states so the page can show what the app loaded.
 */
export function BrandPage({
  brand,
  backgroundSrc,
  products = [],
  status = 'ready',
  onRetry,
  skeletonCount = 4,
  children,
}: BrandPageProps) {
  const { t } = useTranslation(['brands', 'shop']);
  const titleId = useId();
  const collectionId = useId();

  let collection: ReactNode;
  if (status === 'loading') {
    collection = (
      <ul className={styles.grid} aria-hidden="true" data-testid="brand-skeleton">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <li key={index} className={styles.skeleton}>
            <span className={styles.skeletonImage} />
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLineShort} />
          </li>
        ))}
      </ul>
    );
  } else if (status === 'error') {
    collection = (
      <div className={styles.problem} role="alert">
        <p>{t('shop:listing.error')}</p>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {t('shop:listing.retry')}
          </Button>
        )}
      </div>
    );
  } else if (products.length === 0) {
    collection = <p className={styles.empty}>{t('tiles.empty')}</p>;
  } else {
    collection = (
      <ul className={styles.grid}>
        {products.map((product, index) => (
          <li key={product.id} className={styles.cell}>
            <BrandTile product={product} lazy={index >= 3} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page} data-brand={brand} data-status={status}>
      <div className={styles.banner}>
        <img
          className={styles.background}
          src={backgroundSrc}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
        />
        <div className={styles.bannerContent}>
          <p className={styles.eyebrow}>{BRAND.name}</p>
          <h1 id={titleId} className={styles.title}>
            {t(`${brand}.title`)}
          </h1>
          <p className={styles.description}>{t(`${brand}.description`)}</p>
        </div>
      </div>
      <section
        className={styles.collection}
        aria-labelledby={collectionId}
        aria-busy={status === 'loading'}
      >
        <h2 id={collectionId} className={styles.collectionTitle}>
          {t('tiles.label')}
        </h2>
        <p className={visuallyHidden} role="status">
          {status === 'loading' ? t('shop:listing.loading') : ''}
        </p>
        {collection}
      </section>
      {children}
    </div>
  );
}

export interface BrandProductsProps {
  /** Which brand page. */
  brand: BrandPageId;
  /** The brand's background artwork. */
  backgroundSrc: string;
  /** The fixed product ids of this brand, in display order (docs/requirements.md §2). */
  ids: readonly number[];
  /** Shown below the tiles, e.g. the GourmetPromo. */
  children?: ReactNode;
}

/** The brand page wired to the content service: loads each id, leaving out unknown ones. */
export function BrandProducts({ brand, backgroundSrc, ids, children }: BrandProductsProps) {
  const { content } = useServices();
  const { i18n } = useTranslation();
  const read = contentReads.brandProducts(ids, i18n.language);
  const products = useResource(read.key, () => read.load(content));
  return (
    <BrandPage
      brand={brand}
      backgroundSrc={backgroundSrc}
      products={products.data}
      status={products.status}
      onRetry={products.retry}
      skeletonCount={ids.length}
    >
      {children}
    </BrandPage>
  );
}
