import { lazy } from 'react';

/**
 * The checkout's machinery (XState, Formik, Yup, the payment) as a chunk of its own: a visit
 * with an empty cart shows CheckoutEmpty and never downloads it.
 */
export const loadCheckoutFlow = () => import('@rimal/ui/checkout');

export const LazyCheckoutFlow = lazy(async () => ({
  default: (await loadCheckoutFlow()).CheckoutFlow,
}));

/** Whether checkout shows the flow: a cart to buy, or a payment to check on the way back. */
export function checkoutNeedsFlow(lineCount: number, sessionId: string | null): boolean {
  return lineCount > 0 || sessionId !== null;
}
