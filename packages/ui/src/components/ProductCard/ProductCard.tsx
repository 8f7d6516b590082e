import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartRefusal, Product } from '@rimal/core';
import { paths } from '@rimal/core';
import { useShownTexts } from '../../data/productTexts';
import { vars } from '../../theme/contract.css';
import { Button, buttonStyles } from '../Button';
import { Skeleton } from '../Skeleton';
import { useAddToCartFeedback } from './addToCartFeedback';
import { ProductBadges, ProductPrice } from './ProductPrice';
import { visuallyHidden } from '../VisuallyHidden';
import * as styles from './ProductCard.css';
import { Link } from '../private/SiteLink';

export const productCardHeadingLevels = [2, 3, 4] as const;

export interface ProductCardProps {
  /** The product shown, as the catalog gives it; its English texts are shown in the page's language. */
  product: Product;
  /**
   * Adds one unit (the app applies core's `addToCart` to its cart) and returns the refusal, if
   * any; the card turns it into a toast.
   */
  onAddToCart: (product: Product) => CartRefusal | undefined;
  /** Level of the title heading, to fit the page outline. @default 3 */
  headingLevel?: (typeof productCardHeadingLevels)[number];
}

/**
 * A product in a list (docs/requirements.md §2.4): image, title, weight, price in AED,
 * old price and badges, Add to cart and a Learn More link to its page. An out-of-stock product
 * can still be tried: the refusal toast says why it was not added (docs/requirements.md §5 and §8).
 *
 * Use it where a product can be added to the cart from a list; on a brand page, where each
 * product only leads to its own page, use a `BrandTile`.
 */
export function ProductCard({ product: given, onAddToCart, headingLevel = 3 }: ProductCardProps) {
  const product = useShownTexts(given);
  const { t } = useTranslation('shop');
  const titleId = useId();
  const feedback = useAddToCartFeedback('card');
  const Heading = `h${headingLevel}` as const;

  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-product-id={product.id}
      data-out-of-stock={product.outofstock || undefined}
      data-flash-sale={product.flash_sale || undefined}
      data-discounted={product.discount || undefined}
    >
      <div className={styles.media}>
        {product.img && (
          <img
            className={styles.image}
            src={product.img}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
          />
        )}
        <div className={styles.mediaBadges}>
          <ProductBadges product={product} />
        </div>
      </div>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {product.title}
        </Heading>
        {product.weight && (
          <p className={styles.weight}>
            <bdi>{product.weight}</bdi>
          </p>
        )}
        <ProductPrice product={product} />
        <div className={styles.actions}>
          <Button
            size="sm"
            aria-describedby={titleId}
            onClick={() => feedback(product.title, onAddToCart(given))}
          >
            {t('productCard.addToCart')}
          </Button>
          <Link
            to={paths.product(product.id)}
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          >
            {/* Named in content, not aria-label, so crawlers see a descriptive link too. */}
            <span aria-hidden="true">{t('productCard.learnMore')}</span>
            <span className={visuallyHidden}>
              {t('productCard.learnMoreLabel', { title: product.title })}
            </span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The card's boxes while products load, so nothing moves when they arrive. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-skeleton="">
      <div className={styles.media}>
        <Skeleton blockSize="100%" radius="sm" />
      </div>
      <div className={styles.body}>
        <span className={styles.titleLine}>
          <Skeleton inlineSize="80%" blockSize="1em" />
        </span>
        <span className={styles.weightLine}>
          <Skeleton inlineSize="35%" blockSize="0.85em" />
        </span>
        <span className={styles.priceLine}>
          <Skeleton inlineSize="45%" blockSize="1.1em" />
        </span>
        <div className={styles.actions}>
          <Skeleton blockSize={vars.size.controlSm} radius="pill" />
          <Skeleton blockSize={vars.size.controlSm} radius="pill" />
        </div>
      </div>
    </div>
  );
}
