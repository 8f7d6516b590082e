import type { Stripe } from '@stripe/stripe-js';

/**
 * How the card payment is taken (PaymentArea reads it). Stripe's Embedded Checkout when a
 * publishable key is configured; otherwise the demo card form, which pays against the demo
 * shop API. Either way the shopper comes back to the checkout with the paid session's id
 * (`?session_id=`), and the checkout places the order from there.
 */
export type PaymentProvider =
  | {
      kind: 'stripe';
      /** The account's publishable key (`pk_live_…` or `pk_test_…`). */
      publishableKey: string;
      /**
       * `loadStripe` from `@stripe/stripe-js/pure`, called when the payment area opens and again
       * on retry. It may reject or resolve null (script blocked or offline): the payment area
       * then offers a retry. Stories pass a fake that implements what
       * `EmbeddedCheckoutProvider` calls (see PaymentArea/fakeStripe.ts).
       */
      loadStripe: (publishableKey: string) => Promise<Stripe | null>;
    }
  | {
      kind: 'demo';
      /** Base URL of the (demo) shop API whose `/demo/session` and `/demo/pay` the card form uses. */
      shopUrl: string;
    };
