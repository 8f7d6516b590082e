import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURED_TYPE, contentReads, type Product } from '@rimal/core';
import { useResource } from '../../data';
import { useServices } from '../../services';
import type { ProductCardProps } from '../ProductCard';
import { ProductGrid, type ProductGridStatus } from '../ProductGrid';
import * as styles from './FeaturedProducts.css';

export const featuredHeadingLevels = [2, 3] as const;

export interface FeaturedListProps {
  /** The heading, e.g. "Top Selling Products" on the detail page. */
  title: string;
  /** Which state to show. */
  status: ProductGridStatus;
  /** The products to show once loaded. */
  products: readonly Product[];
  /** Passed to every card: adds one unit and returns core's refusal, if any. */
  onAddToCart: ProductCardProps['onAddToCart'];
  /** Offered as a retry button in the error state. */
  onRetry?: () => void;
  /** Level of the heading; the cards' titles take the next one. @default 2 */
  headingLevel?: (typeof featuredHeadingLevels)[number];
  /** How many skeleton cards stand in while loading. @default 4 */
  skeletonCount?: number;
}

/**
 * A titled list of featured products with the states of docs/requirements.md §4: loading
 * ("Loading..."), error ("Something went wrong!", with a retry), empty and loaded.
 *
 * Use it for a titled selection on a page about something else (the home page, a product's
 * page); the listing page's own results are a `ProductGrid`.
 */
export function FeaturedList({
  title,
  status,
  products,
  onAddToCart,
  onRetry,
  headingLevel = 2,
  skeletonCount = 4,
}: FeaturedListProps) {
  const { t } = useTranslation('shop');
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-status={status}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      <ProductGrid
        products={products}
        status={status}
        onAddToCart={onAddToCart}
        onRetry={onRetry}
        showCount={false}
        skeletonCount={skeletonCount}
        headingLevel={headingLevel === 2 ? 3 : 4}
        messages={{
          loading: t('featured.loading'),
          error: t('featured.error'),
          retry: t('featured.retry'),
          empty: t('featured.empty'),
          emptyHint: null,
        }}
      />
    </section>
  );
}

export interface FeaturedProductsProps {
  /** The heading, e.g. "Top Selling Products" on the detail page. */
  title: string;
  /** Passed to every card: adds one unit and returns core's refusal, if any. */
  onAddToCart: ProductCardProps['onAddToCart'];
  /** Leave this product out (the one the detail page already shows). */
  excludeId?: number;
  /** Show at most this many products; all when absent. */
  limit?: number;
  /** The product type to list (docs/requirements.md §7). @default FEATURED_TYPE ('featured') */
  type?: string;
  /** Level of the heading; the cards' titles take the next one. @default 2 */
  headingLevel?: FeaturedListProps['headingLevel'];
  /** How many skeleton cards stand in while loading. @default 4, or `limit` when smaller */
  skeletonCount?: number;
}

/** The featured list loaded from the content service (`useServices().content`). */
export function FeaturedProducts({
  title,
  onAddToCart,
  excludeId,
  limit,
  type = FEATURED_TYPE,
  headingLevel,
  skeletonCount,
}: FeaturedProductsProps) {
  const { content } = useServices();
  const { i18n } = useTranslation();
  const read = contentReads.featuredProducts(type, i18n.language);
  const featured = useResource(read.key, () => read.load(content));
  const products = (featured.data ?? [])
    .filter((product) => product.id !== excludeId)
    .slice(0, limit);

  return (
    <FeaturedList
      title={title}
      status={featured.status}
      products={products}
      onAddToCart={onAddToCart}
      onRetry={featured.retry}
      headingLevel={headingLevel}
      skeletonCount={skeletonCount ?? Math.min(limit ?? 4, 4)}
    />
  );
}
