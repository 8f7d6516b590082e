import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, toFils, type Product } from '@rimal/core';
import { ChevronEndIcon } from '../../icons';
import { useShownTexts } from '../../data/productTexts';
import { useFormatMoney } from '../../hooks/useFormatMoney';
import { Badge } from '../Badge';
import * as styles from './BrandTile.css';
import { Link } from '../private/SiteLink';

export interface BrandTileProps {
  /** The product the tile shows and links to. */
  product: Product;
  /** Load the image only near the viewport; the first row of a page may turn this off. @default true */
  lazy?: boolean;
}

/**
 * A brand page tile (docs/requirements.md §2): image, title and an Order Now link to the product
 * detail. The whole tile is clickable; the link is named "Order Now" plus the title, so its
 * accessible name starts with the words on screen (WCAG 2.5.3).
 *
 * Use it on brand pages, where the tile only leads to the product; where the shopper should add
 * to the cart straight from the list, use a `ProductCard`.
 */
export function BrandTile({ product: given, lazy = true }: BrandTileProps) {
  const product = useShownTexts(given);
  const { t } = useTranslation(['brands', 'shop']);
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const actionId = useId();
  return (
    <article
      className={styles.tile}
      data-out-of-stock={product.outofstock || undefined}
      data-product-id={product.id}
    >
      <div className={styles.media}>
        {product.img ? (
          <img
            className={styles.image}
            src={product.img}
            alt=""
            width={800}
            height={800}
            loading={lazy ? 'lazy' : undefined}
            decoding="async"
          />
        ) : (
          <span className={styles.placeholder} />
        )}
        {(product.outofstock || product.flash_sale) && (
          <span className={styles.badges}>
            {product.outofstock && (
              <Badge tone="critical">{t('shop:productCard.outOfStock')}</Badge>
            )}
            {product.flash_sale && <Badge tone="brand">{t('shop:productCard.flashSale')}</Badge>}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {product.title}
        </h3>
        <p className={styles.meta}>
          {product.weight && <bdi>{product.weight}</bdi>}
          <span className={styles.price}>{formatMoney(toFils(product.price))}</span>
        </p>
        <Link
          to={paths.product(product.id)}
          className={styles.action}
          aria-labelledby={`${actionId} ${titleId}`}
        >
          <span id={actionId}>{t('tiles.orderNow')}</span>
          <ChevronEndIcon size="sm" flipInRtl />
        </Link>
      </div>
    </article>
  );
}
