/**
 * A stand-in for Stripe.js in stories and tests: just what react-stripe-js 7 checks and calls.
 * `EmbeddedCheckoutProvider` accepts an object with `elements`, `createToken`,
 * `createPaymentMethod` and `confirmCardPayment`, calls `createEmbeddedCheckoutPage(options)`,
 * then `EmbeddedCheckout` calls `mount(element)`, and unmounting calls `unmount()`/`destroy()`.
 */
import type { Stripe } from '@stripe/stripe-js';
import { fn } from 'storybook/test';
import type { PaymentProvider } from '../../services';

export const FAKE_PUBLISHABLE_KEY = 'pk_test_storybook';

export function createFakeStripe() {
  const embeddedCheckout = {
    mount: fn((element: HTMLElement) => {
      const frame = document.createElement('p');
      frame.dataset.testid = 'fake-embedded-checkout';
      frame.textContent = 'Stripe Embedded Checkout (fake)';
      element.append(frame);
    }).mockName('embeddedCheckout.mount'),
    unmount: fn().mockName('embeddedCheckout.unmount'),
    destroy: fn().mockName('embeddedCheckout.destroy'),
  };
  const stripe = {
    elements: fn(),
    createToken: fn(),
    createPaymentMethod: fn(),
    confirmCardPayment: fn(),
    createEmbeddedCheckoutPage: fn(async (_options: { clientSecret?: string | null }) => {
      return embeddedCheckout;
    }).mockName('stripe.createEmbeddedCheckoutPage'),
  };
  return { stripe, embeddedCheckout, asStripe: stripe as unknown as Stripe };
}

export type FakeStripe = ReturnType<typeof createFakeStripe>;

/** A Stripe payment provider whose loadStripe answers what `load` gives. */
export function fakeStripeProvider(
  load: (publishableKey: string) => Promise<Stripe | null>,
): Extract<PaymentProvider, { kind: 'stripe' }> {
  return {
    kind: 'stripe',
    publishableKey: FAKE_PUBLISHABLE_KEY,
    loadStripe: fn(load).mockName('loadStripe'),
  };
}
