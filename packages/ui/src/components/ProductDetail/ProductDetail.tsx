import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartRefusal, Product } from '@rimal/core';
import { Button } from '../Button';
import { ProductGallery } from '../ProductGallery';
import { BackToShopLink, ProductSummary } from '../ProductSummary';
import { Skeleton } from '../Skeleton';
import { StatusScreen } from '../StatusScreen';
import { visuallyHidden } from '../VisuallyHidden';
import * as styles from './ProductDetail.css';

export const productDetailStatuses = ['loading', 'error', 'ready'] as const;
export type ProductDetailStatus = (typeof productDetailStatuses)[number];

export interface ProductDetailProps {
  /** Which state to show; 'ready' without a `product` shows the loading state. */
  status: ProductDetailStatus;
  /** The product to show; required for 'ready'. A previous product is not shown while loading. */
  product?: Product;
  /**
   * Adds `quantity` units (the app applies core's `addToCart` to its cart) and returns the
   * refusal, if any; the summary turns it into a toast.
   */
  onAddToCart: (product: Product, quantity: number) => CartRefusal | undefined;
  /** Offered as "Try again" in the error state; without it the error has no button. */
  onRetry?: () => void;
  /** Shown below the product in every state, e.g. the "Top Selling Products" featured list. */
  related?: ReactNode;
}

/**
 * The body of the product detail page (docs/requirements.md §2): "Back to Shop", then the gallery at
 * the inline start and the summary at the inline end, stacked in one column when narrow, then
 * `related`. While loading, skeletons with the boxes of the loaded page stand in (so nothing
 * moves when the product arrives) and "Loading product..." is announced politely. A failed load
 * says so with a retry; the way back to the shop stays in every state.
 */
export function ProductDetail({
  status,
  product,
  onAddToCart,
  onRetry,
  related,
}: ProductDetailProps) {
  const { t } = useTranslation('shop');
  const rootRef = useRef<HTMLDivElement>(null);
  // A stale product while another one loads would let the shopper add the wrong one to the cart.
  const shown = status === 'ready' ? product : undefined;
  const state: ProductDetailStatus = status === 'ready' && !shown ? 'loading' : status;

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-status={state}
      data-product-id={shown?.id}
      tabIndex={-1}
    >
      <div className={styles.back}>
        <BackToShopLink />
      </div>
      {/* Stays in place, outside the busy area, so the change to "loading" is announced. */}
      <p role="status" className={visuallyHidden}>
        {state === 'loading' ? t('detail.loading') : ''}
      </p>
      {state === 'error' ? (
        <StatusScreen
          tone="critical"
          heading={t('detail.error')}
          actions={
            onRetry && (
              <Button
                size="lg"
                onClick={() => {
                  // The button goes away with the error; keep focus on the page, not on <body>.
                  rootRef.current?.focus();
                  onRetry();
                }}
              >
                {t('detail.retry')}
              </Button>
            )
          }
        >
          <p>{t('detail.errorHint')}</p>
        </StatusScreen>
      ) : (
        <div className={styles.layout} aria-busy={state === 'loading' || undefined}>
          {shown ? (
            <>
              <div className={styles.column}>
                <ProductGallery product={shown} />
              </div>
              <div className={styles.column}>
                <ProductSummary product={shown} onAddToCart={onAddToCart} />
              </div>
            </>
          ) : (
            <>
              <h1 className={visuallyHidden}>{t('detail.loading')}</h1>
              <ProductDetailSkeleton />
            </>
          )}
        </div>
      )}
      {related !== undefined && related !== null && <div className={styles.related}>{related}</div>}
    </div>
  );
}

/** Demo descriptions run to about 210 characters: four lines beside the gallery, five below it. */
const descriptionLines = [
  { inlineSize: '100%', stackedOnly: false },
  { inlineSize: '100%', stackedOnly: false },
  { inlineSize: '96%', stackedOnly: true },
  { inlineSize: '92%', stackedOnly: false },
  { inlineSize: '60%', stackedOnly: false },
];

/**
 * The boxes of the gallery and the summary while the product loads: a square main image, two
 * thumbnails, two title lines, price, weight, four or five description lines, stepper and button.
 */
function ProductDetailSkeleton() {
  return (
    <>
      <div className={styles.column} aria-hidden="true" data-skeleton="gallery">
        <div className={styles.gallerySkeleton}>
          <div className={styles.mainImageSkeleton}>
            <Skeleton aspectRatio="1 / 1" radius="lg" />
          </div>
          <div className={styles.thumbnailsSkeleton}>
            <span className={styles.thumbnailSkeleton}>
              <Skeleton aspectRatio="1 / 1" radius="lg" />
            </span>
            <span className={styles.thumbnailSkeleton}>
              <Skeleton aspectRatio="1 / 1" radius="lg" />
            </span>
          </div>
        </div>
      </div>
      <div className={styles.column} aria-hidden="true" data-skeleton="summary">
        <div className={styles.summarySkeleton}>
          <div>
            <span className={styles.titleLine}>
              <Skeleton inlineSize="100%" blockSize="0.8em" />
            </span>
            <span className={styles.titleLine}>
              <Skeleton inlineSize="55%" blockSize="0.8em" />
            </span>
          </div>
          <span className={styles.priceLine}>
            <Skeleton inlineSize="9rem" blockSize="1em" />
          </span>
          <span className={styles.weightLine}>
            <Skeleton inlineSize="7rem" blockSize="0.85em" />
          </span>
          <div>
            {descriptionLines.map(({ inlineSize, stackedOnly }, index) => (
              <span
                key={index}
                className={[styles.descriptionLine, stackedOnly && styles.stackedOnly]
                  .filter(Boolean)
                  .join(' ')}
              >
                <Skeleton inlineSize={inlineSize} blockSize="0.85em" />
              </span>
            ))}
          </div>
          <div className={styles.purchaseSkeleton}>
            <span className={styles.stepperSkeleton}>
              <Skeleton blockSize="100%" radius="pill" />
            </span>
            <span className={styles.buttonSkeleton}>
              <Skeleton blockSize="100%" radius="pill" />
            </span>
          </div>
        </div>
      </div>
    </>
  );
}
