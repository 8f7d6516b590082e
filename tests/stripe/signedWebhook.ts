import Stripe from 'stripe';

export interface SignedWebhook {
  body: string;
  headers: { 'stripe-signature': string };
}

/**
 * A webhook delivery as Stripe makes it: the event as the JSON body, signed with the endpoint's
 * secret (`whsec_…`) by the SDK's own test helper, so `stripe.webhooks.constructEvent` accepts it.
 */
export function signedWebhook(event: Stripe.Event, secret: string): SignedWebhook {
  const body = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return { body, headers: { 'stripe-signature': signature } };
}
