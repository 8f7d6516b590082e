import { toFils } from './money';
import type { Product } from './types';

/** What a discounted product shows beside its price (docs/requirements.md §2.4). */
export interface ProductDiscount {
  /** Whole percent for the `-20%` badge, or null when neither discoamount nor the prices give one. */
  percent: number | null;
  /** The struck-through price in AED, or null when the product sends none above its price. */
  oldPrice: number | null;
}

type Discountable = Pick<Product, 'discount' | 'discoamount' | 'price' | 'oldprice'>;

/**
 * The discount a product shows, or null when its `discount` flag is off. The badge takes the
 * product's own `discoamount`; a product that flags a discount without one gets the percentage
 * its old price and price imply, rounded to a whole percent.
 */
export function productDiscount(product: Discountable): ProductDiscount | null {
  if (!product.discount) {
    return null;
  }
  const { price, oldprice, discoamount } = product;
  const oldPrice =
    oldprice !== null && Number.isFinite(oldprice) && Number.isFinite(price) && oldprice > price
      ? oldprice
      : null;

  let percent: number | null = null;
  if (discoamount !== null && Number.isFinite(discoamount) && discoamount > 0) {
    percent = Math.min(100, Math.round(discoamount));
  } else if (oldPrice !== null && price >= 0) {
    const before = toFils(oldPrice);
    percent = Math.round(((before - toFils(price)) * 100) / before);
  }
  return { percent: percent === 0 ? null : percent, oldPrice };
}
