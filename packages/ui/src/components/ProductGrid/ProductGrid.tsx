import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@rimal/core';
import { Button } from '../Button';
import { ProductCard, ProductCardSkeleton, type ProductCardProps } from '../ProductCard';
import * as styles from './ProductGrid.css';

export const productGridStatuses = ['ready', 'loading', 'error'] as const;
export type ProductGridStatus = (typeof productGridStatuses)[number];

/** The words of the grid's states; the listing's own (`shop:listing.*`) unless replaced. */
export interface ProductGridMessages {
  loading: string;
  error: string;
  retry: string;
  empty: string;
  /** A second line under the empty message; null shows none. */
  emptyHint: string | null;
}

export interface ProductGridProps {
  /** The products shown, in order, each as a `ProductCard`. */
  products: readonly Product[];
  /** Passed to every card: adds one unit and returns core's refusal, if any. */
  onAddToCart: ProductCardProps['onAddToCart'];
  /** Which state to show. @default ready */
  status?: ProductGridStatus;
  /** Offered as a retry button in the error state; without it the error has no button. */
  onRetry?: () => void;
  /** Show the number of products above the grid. @default true */
  showCount?: boolean;
  /** How many skeleton cards stand in while loading. @default 6 */
  skeletonCount?: number;
  /** Level of the card titles. @default 3 */
  headingLevel?: ProductCardProps['headingLevel'];
  /** Replaces some of the state texts (the featured list has its own). */
  messages?: Partial<ProductGridMessages>;
}

/**
 * A responsive grid of product cards with its loading (skeletons), error (with retry) and
 * empty states. The loading text, the number of products and the empty message are announced
 * politely through one live region that stays in place.
 */
export function ProductGrid({
  products,
  onAddToCart,
  status = 'ready',
  onRetry,
  showCount = true,
  skeletonCount = 6,
  headingLevel,
  messages,
}: ProductGridProps) {
  const { t } = useTranslation('shop');
  const rootRef = useRef<HTMLDivElement>(null);
  const text: ProductGridMessages = {
    loading: t('listing.loading'),
    error: t('listing.error'),
    retry: t('listing.retry'),
    empty: t('listing.empty'),
    emptyHint: t('listing.emptyHint'),
    ...messages,
  };
  const empty = status === 'ready' && products.length === 0;

  let announcement = '';
  if (status === 'loading') announcement = text.loading;
  else if (status === 'ready' && !empty && showCount)
    announcement = t('listing.count', { count: products.length });

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-status={status}
      data-empty={empty || undefined}
      aria-busy={status === 'loading' || undefined}
      tabIndex={-1}
    >
      <div role="status">
        {announcement && <p className={styles.status}>{announcement}</p>}
        {empty && (
          <div className={styles.notice}>
            <p className={styles.noticeTitle}>{text.empty}</p>
            {text.emptyHint && <p>{text.emptyHint}</p>}
          </div>
        )}
      </div>
      {status === 'loading' && (
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index} className={styles.item}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      )}
      {status === 'error' && (
        <div className={styles.notice} role="alert">
          <p className={styles.noticeTitle}>{text.error}</p>
          {onRetry && (
            <span className={styles.noticeAction}>
              <Button
                variant="secondary"
                onClick={() => {
                  // The button goes away with the error; keep focus in the grid, not on <body>.
                  rootRef.current?.focus();
                  onRetry();
                }}
              >
                {text.retry}
              </Button>
            </span>
          )}
        </div>
      )}
      {status === 'ready' && !empty && (
        <ul className={styles.grid}>
          {products.map((product) => (
            <li key={product.id} className={styles.item}>
              <ProductCard
                product={product}
                onAddToCart={onAddToCart}
                headingLevel={headingLevel}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
