/** Why the shop API refused a cart, the `reason` of its 409 answer (docs/contracts.md §11). */
export const cartConflictReasons = [
  'removed',
  'soldOut',
  'quantityAboveCap',
  'pricesChanged',
  'totalsDisagree',
  'codeNotValid',
  'linesDisagree',
  'amountNotPaid',
] as const;

export type CartConflictReason = (typeof cartConflictReasons)[number];

/** A refusal of the cart; a shop API answers it as 409 `{ error: 'cart_conflict', reason, message }`. */
export class CartConflict extends Error {
  readonly reason: CartConflictReason;

  constructor(reason: CartConflictReason, message: string) {
    super(message);
    this.reason = reason;
  }

  toBody() {
    return { error: 'cart_conflict', reason: this.reason, message: this.message } as const;
  }
}
