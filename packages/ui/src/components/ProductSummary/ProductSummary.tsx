import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '@rimal/i18n';
import type { CartRefusal, Product } from '@rimal/core';
import { paths } from '@rimal/core';
import { useShownTexts } from '../../data/productTexts';
import { ArrowStartIcon } from '../../icons';
import { Button } from '../Button';
import { ProductBadges, ProductPrice, useAddToCartFeedback } from '../ProductCard';
import { QuantityStepper } from '../QuantityStepper';
import * as styles from './ProductSummary.css';
import { Link } from '../private/SiteLink';

export interface ProductSummaryProps {
  /** The product shown, as the catalog gives it; its English texts are shown in the page's language. */
  product: Product;
  /**
   * Adds `quantity` units (the app applies core's `addToCart` to its cart) and returns the
   * refusal, if any; the summary turns it into a toast.
   */
  onAddToCart: (product: Product, quantity: number) => CartRefusal | undefined;
}

/**
 * The product detail text and purchase (docs/requirements.md §2): title, price in AED, old price and
 * badges, "Weight - value", description, a quantity stepper from 1 and ADD TO CART. The stepper
 * has no upper bound here (docs/requirements.md §4); core caps the line and the toast says so. An
 * out-of-stock product can still be tried: the refusal toast explains (docs/requirements.md §8).
 */
export function ProductSummary({ product: given, onAddToCart }: ProductSummaryProps) {
  const product = useShownTexts(given);
  const { t } = useTranslation('shop');
  const feedback = useAddToCartFeedback('flow');
  // Kept per product, so another product starts at 1 again.
  const [chosen, setChosen] = useState({ productId: product.id, quantity: 1 });
  const quantity = chosen.productId === product.id ? chosen.quantity : 1;

  return (
    <div
      className={styles.summary}
      data-product-id={product.id}
      data-out-of-stock={product.outofstock || undefined}
      data-flash-sale={product.flash_sale || undefined}
      data-discounted={product.discount || undefined}
    >
      <h1 className={styles.title}>{product.title}</h1>
      <ProductBadges product={product} />
      <ProductPrice product={product} size="lg" />
      {product.weight && (
        <p className={styles.weight}>{t('detail.weight', { weight: isolate(product.weight) })}</p>
      )}
      {product.desc && <p className={styles.description}>{product.desc}</p>}
      <div className={styles.purchase}>
        <QuantityStepper
          value={quantity}
          onChange={(next) => setChosen({ productId: product.id, quantity: next })}
          size="md"
          itemLabel={product.title}
          decreaseLabel={t('detail.decrease')}
          increaseLabel={t('detail.increase')}
        />
        <span className={styles.addButton}>
          <Button size="lg" onClick={() => feedback(product.title, onAddToCart(given, quantity))}>
            {t('detail.addToCart')}
          </Button>
        </span>
      </div>
    </div>
  );
}

export interface BackToShopLinkProps {
  /** Where the link leads (docs/requirements.md §2: the first category). @default paths.shop */
  to?: string;
}

/** "Back to Shop" above the product detail, with an arrow that points back in either direction. */
export function BackToShopLink({ to = paths.shop }: BackToShopLinkProps) {
  const { t } = useTranslation('shop');
  return (
    <Link to={to} className={styles.backLink}>
      <ArrowStartIcon size="sm" flipInRtl />
      {t('detail.backToShop')}
    </Link>
  );
}
