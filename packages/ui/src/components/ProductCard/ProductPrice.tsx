import { useTranslation } from 'react-i18next';
import { productDiscount, toFils, type Product } from '@rimal/core';
import { formatPercent } from '@rimal/i18n';
import { useFormatMoney } from '../../hooks/useFormatMoney';
import { Badge } from '../Badge';
import { visuallyHidden } from '../VisuallyHidden';
import * as styles from './ProductCard.css';

type Priced = Pick<Product, 'price' | 'oldprice' | 'discount' | 'discoamount'>;

export interface ProductPriceProps {
  /** The price, and the old price when the product is discounted. */
  product: Priced;
  /** `lg` on the product page, `md` on a card. @default md */
  size?: 'md' | 'lg';
}

/**
 * The price in AED and, on a discounted product, the old price struck through. The strike is
 * invisible to screen readers, so they hear "Was AED 37.50" instead.
 */
export function ProductPrice({ product, size = 'md' }: ProductPriceProps) {
  const { t } = useTranslation('shop');
  const formatMoney = useFormatMoney();
  const discount = productDiscount(product);
  const oldPrice =
    discount && discount.oldPrice !== null ? formatMoney(toFils(discount.oldPrice)) : null;
  return (
    <p className={styles.prices} data-size={size} data-discounted={discount ? true : undefined}>
      <span className={styles.price}>{formatMoney(toFils(product.price))}</span>
      {oldPrice && (
        <span className={styles.oldPrice}>
          <span className={visuallyHidden}>{t('productCard.oldPrice', { price: oldPrice })}</span>
          <s aria-hidden="true">{oldPrice}</s>
        </span>
      )}
    </p>
  );
}

export interface ProductBadgesProps {
  /** The product whose discount, flash sale and stock decide the badges. */
  product: Priced & Pick<Product, 'outofstock' | 'flash_sale'>;
}

/** Discount (`-20%`, heard as "20% off"), flash-sale and out-of-stock badges; nothing when none apply. */
export function ProductBadges({ product }: ProductBadgesProps) {
  const { t, i18n } = useTranslation('shop');
  const percent = productDiscount(product)?.percent ?? null;
  if (percent === null && !product.flash_sale && !product.outofstock) return null;
  return (
    <div className={styles.badges}>
      {percent !== null && (
        <Badge tone="discount">
          <span aria-hidden="true">{formatPercent(-percent / 100, i18n.language)}</span>
          <span className={visuallyHidden}>
            {t('productCard.discountLabel', {
              percent: formatPercent(percent / 100, i18n.language),
            })}
          </span>
        </Badge>
      )}
      {product.flash_sale && <Badge tone="accent">{t('productCard.flashSale')}</Badge>}
      {product.outofstock && <Badge tone="critical">{t('productCard.outOfStock')}</Badge>}
    </div>
  );
}
