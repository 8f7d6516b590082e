import type { CartLine, Product } from './types';

/** Why an add to cart did not (fully) go through; the UI maps each kind to `shop:toast.<kind>`. */
export type CartRefusal =
  | { kind: 'outOfStock' }
  | { kind: 'cartFull'; limit: number }
  | { kind: 'flashSaleLimit'; limit: number }
  | { kind: 'quantityCapped'; cap: number; added: number };

export interface AddToCartResult {
  lines: CartLine[];
  /** Units actually added, 0 when refused. */
  added: number;
  refusal?: CartRefusal;
}

/** The most lines one cart holds, so a cart (and its stored copy) stays small. */
export const MAX_CART_LINES = 50;

/** docs/requirements.md §5: "a fallback default of max_order_qut seems to be 2". */
export const DEFAULT_MAX_ORDER_QUANTITY = 2;

/**
 * The most units one cart line may hold.
 *
 * docs/requirements.md §5 is unclear about max_order_qut ("the add goes through when the quantity
 * already in the cart is below max_order_qut or max_order_qut is not 2"). We read it as a cap
 * on the line quantity for every product, with 2 when the product sets none (or sets
 * something that is not a positive whole number). We differ from the original in one way:
 * instead of silently ignoring an add above the cap, addToCart reports `quantityCapped`.
 */
export function quantityCap(item: Pick<CartLine, 'max_order_qut'>): number {
  const cap = item.max_order_qut;
  return cap !== null && Number.isInteger(cap) && cap >= 1 ? cap : DEFAULT_MAX_ORDER_QUANTITY;
}

/**
 * A new cart line for the product (the image kept as its media url path). The line keeps the
 * product's English words whatever language it was read in: the cart is the order's record, and
 * the back office works in English (docs/catalog-languages.md).
 */
export function productToCartLine(product: Product, quantity = 1): CartLine {
  return {
    id: product.id,
    title: product.english.title,
    desc: product.english.desc,
    weight: product.english.weight,
    price: product.price,
    oldprice: product.oldprice,
    outofstock: product.outofstock,
    img: product.imgPath,
    quantity,
    max_order_qut: product.max_order_qut,
    flash_sale: product.flash_sale,
    flash_sale_product_pcs: product.flash_sale_product_pcs,
  };
}

function flashSaleLimitReached(lines: readonly CartLine[], product: Product): number | null {
  const limit = product.flash_sale_product_pcs;
  if (!product.flash_sale || limit === null || lines.some((line) => line.id === product.id)) {
    return null;
  }
  const flashSaleLines = lines.filter((line) => line.flash_sale).length;
  return flashSaleLines >= limit ? limit : null;
}

/**
 * Adds units of a product, merging into its line when present (docs/requirements.md §4) after the
 * checks of docs/requirements.md §5: out of stock, flash-sale line limit, then the quantity cap.
 */
export function addToCart(
  lines: readonly CartLine[],
  product: Product,
  quantity = 1,
): AddToCartResult {
  const wanted = Math.floor(quantity);
  if (!(wanted >= 1)) {
    return { lines: [...lines], added: 0 };
  }
  if (product.outofstock) {
    return { lines: [...lines], added: 0, refusal: { kind: 'outOfStock' } };
  }
  const limit = flashSaleLimitReached(lines, product);
  if (limit !== null) {
    return { lines: [...lines], added: 0, refusal: { kind: 'flashSaleLimit', limit } };
  }

  const existing = lines.find((line) => line.id === product.id);
  if (!existing && lines.length >= MAX_CART_LINES) {
    return { lines: [...lines], added: 0, refusal: { kind: 'cartFull', limit: MAX_CART_LINES } };
  }
  const cap = quantityCap(existing ?? product);
  const added = Math.min(wanted, Math.max(0, cap - (existing?.quantity ?? 0)));
  const refusal: CartRefusal | undefined =
    added < wanted ? { kind: 'quantityCapped', cap, added } : undefined;

  let next: CartLine[];
  if (added === 0) {
    next = [...lines];
  } else if (existing) {
    next = lines.map((line) =>
      line.id === product.id ? { ...line, quantity: line.quantity + added } : line,
    );
  } else {
    next = [...lines, productToCartLine(product, added)];
  }
  return refusal ? { lines: next, added, refusal } : { lines: next, added };
}

export function removeFromCart(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

export function resetCart(): CartLine[] {
  return [];
}

/** Sets a line's quantity, kept within 1 and the line's cap (docs/requirements.md §5). */
export function setLineQuantity(
  lines: readonly CartLine[],
  id: number,
  quantity: number,
): CartLine[] {
  if (!Number.isFinite(quantity)) {
    return [...lines];
  }
  return lines.map((line) =>
    line.id === id
      ? { ...line, quantity: Math.min(quantityCap(line), Math.max(1, Math.floor(quantity))) }
      : line,
  );
}

export function totalPieces(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The lines checkout charges for: a line sold out since it was added stays in the cart only. */
export function buyableLines<Line extends Pick<CartLine, 'outofstock'>>(
  lines: readonly Line[],
): Line[] {
  return lines.filter((line) => !line.outofstock);
}
