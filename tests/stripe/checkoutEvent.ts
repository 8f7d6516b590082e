import Stripe from 'stripe';
import { stripeId } from './stripeId';

/** The events Stripe sends about a Checkout Session. */
export type CheckoutSessionEvent =
  | Stripe.CheckoutSessionCompletedEvent
  | Stripe.CheckoutSessionAsyncPaymentSucceededEvent
  | Stripe.CheckoutSessionAsyncPaymentFailedEvent
  | Stripe.CheckoutSessionExpiredEvent;

export type CheckoutSessionEventType = CheckoutSessionEvent['type'];

/**
 * The event Stripe would send for `session` now, rendered at the SDK's pinned API version;
 * the session is copied, so later changes to it do not reach the event.
 */
export function checkoutSessionEvent(
  type: CheckoutSessionEventType,
  session: Stripe.Checkout.Session,
): CheckoutSessionEvent {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object: structuredClone(session) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } satisfies CheckoutSessionEvent;
}
