const Stripe = require('stripe');
const rules = require('../../../shop/rules.cjs');

/**
 * Stripe's embedded Checkout, when the CMS has STRIPE_SECRET_KEY: sessions in AED charging the
 * items the shop API priced from the catalog, and the webhook's events, verified with
 * STRIPE_WEBHOOK_SECRET. STRIPE_API_HOST, STRIPE_API_PORT and STRIPE_API_PROTOCOL point the SDK
 * at another host (tests/stripe's stand-in); unset, it talks to Stripe.
 */
module.exports = () => {
  const key = process.env.STRIPE_SECRET_KEY;
  const host = process.env.STRIPE_API_HOST;
  const client = key
    ? new Stripe(key, {
        ...(host
          ? {
              host,
              port: Number(process.env.STRIPE_API_PORT ?? 443),
              protocol: process.env.STRIPE_API_PROTOCOL ?? 'https',
            }
          : {}),
      })
    : null;
  const siteUrl = (process.env.SHOP_SITE_URL ?? 'http://localhost:4173').replace(/\/+$/, '');

  return {
    enabled: () => client !== null,

    /** Where Stripe sends the shopper back: the checkout page in the shopper's language. */
    returnUrl(language) {
      const prefix = language === 'en' ? '' : `/${language}`;
      return `${siteUrl}${prefix}/check_out?session_id={CHECKOUT_SESSION_ID}`;
    },

    openSession({ items, reference, code, language }) {
      return client.checkout.sessions.create(
        {
          ui_mode: 'embedded_page',
          mode: 'payment',
          currency: 'aed',
          line_items: items.map((item) => ({
            quantity: item.quantity,
            price_data: {
              currency: 'aed',
              unit_amount: rules.toFils(item.price),
              product_data: { name: item.title },
            },
          })),
          return_url: this.returnUrl(language),
          client_reference_id: reference,
          metadata: { order_reference: reference, code: code ?? '' },
        },
        { idempotencyKey: reference },
      );
    },

    retrieve: (sessionId) => client.checkout.sessions.retrieve(sessionId),

    /** The event of a webhook delivery; throws when its signature is not the endpoint's. */
    verify(rawBody, signature) {
      return client.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        process.env.STRIPE_WEBHOOK_SECRET ?? '',
      );
    },
  };
};
