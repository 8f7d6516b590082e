import type { Stripe } from '@stripe/stripe-js';

/**
 * How the card payment is taken. Stripe's Embedded Checkout when a publishable key is
 * configured; otherwise the demo card form, which pays against the demo shop API.
 */
export type PaymentProvider =
  | {
      kind: 'stripe';
      publishableKey: string;
      /** `loadStripe` from `@stripe/stripe-js/pure`; tests pass a fake. */
      loadStripe: (publishableKey: string) => Promise<Stripe | null>;
    }
  | {
      kind: 'demo';
      /** Base URL of the (demo) shop API that answers the demo card form. */
      shopUrl: string;
    };
