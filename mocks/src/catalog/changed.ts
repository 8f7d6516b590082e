import { categories, subCategories } from './categories';
import { products } from './products';
import type { DemoCatalog, ProductAttributes, StrapiProduct } from './types';

/*
 * The demo catalog after an editor's update (the `content:changed` scenario,
 * docs/demo-catalog.md §5): what a cart filled before the update has to notice.
 */

/** The product an editor withdrew: gone from every list, its page answers 404. */
export const WITHDRAWN_PRODUCT_ID = 103;

/** When the editor saved the changes. */
const EDITED_AT = '2024-09-01T09:00:00.000Z';

const edits: Readonly<Record<number, Partial<ProductAttributes>>> = {
  // Cheaper; the struck-through old price stays.
  99: { price: 27 },
  90: { outofstock: true },
  96: { max_order_qut: 1 },
};

function edited(product: StrapiProduct): StrapiProduct {
  const edit = edits[product.id];
  if (!edit) return product;
  return { id: product.id, attributes: { ...product.attributes, ...edit, updatedAt: EDITED_AT } };
}

/** The normal catalog with the update applied. */
export const changedCatalog: DemoCatalog = {
  categories,
  subCategories,
  products: products.filter((product) => product.id !== WITHDRAWN_PRODUCT_ID).map(edited),
};
