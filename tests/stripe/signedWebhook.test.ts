import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedWebhook } from './signedWebhook';
import { startStripeStandIn } from './standIn';
import type { StripeStandIn } from './standIn';

const SECRET = 'whsec_standin_endpoint_secret';
let standIn: StripeStandIn;
let stripe: Stripe;
let event: Stripe.Event;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = new Stripe('sk_test_standin', { ...standIn.sdkOptions, maxNetworkRetries: 0 });
  const session = await stripe.checkout.sessions.create({
    ui_mode: 'embedded_page',
    mode: 'payment',
    line_items: [
      {
        price_data: { currency: 'aed', unit_amount: 1500, product_data: { name: 'Dates' } },
        quantity: 1,
      },
    ],
    return_url: 'https://rimal.example/en/checkout/return?session_id={CHECKOUT_SESSION_ID}',
  });
  event = standIn.event('checkout.session.completed', standIn.pay(session.id));
});
afterAll(() => standIn.close());

describe('signedWebhook', () => {
  it('makes a delivery the SDK’s constructEvent accepts, with the event intact', () => {
    const { body, headers } = signedWebhook(event, SECRET);

    const received = stripe.webhooks.constructEvent(body, headers['stripe-signature'], SECRET);

    expect(received).toEqual(event);
    expect(headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('is refused when the body was changed after signing', () => {
    const { body, headers } = signedWebhook(event, SECRET);
    const tampered = body.replace('"paid"', '"unpaid"');

    expect(tampered).not.toBe(body);
    expect(() =>
      stripe.webhooks.constructEvent(tampered, headers['stripe-signature'], SECRET),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('is refused under another endpoint’s secret', () => {
    const { body, headers } = signedWebhook(event, SECRET);

    expect(() =>
      stripe.webhooks.constructEvent(body, headers['stripe-signature'], 'whsec_another_endpoint'),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
