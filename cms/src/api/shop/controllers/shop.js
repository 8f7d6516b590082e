const rules = require('../../../shop/rules.cjs');

/**
 * Sends the service's answer; a cart the rules refuse is answered 409
 * `{ error: 'cart_conflict', reason, message }` (docs/contracts.md §11).
 */
async function respond(ctx, produce) {
  try {
    const { status, body } = await produce();
    ctx.status = status;
    ctx.body = body;
  } catch (error) {
    if (!(error instanceof rules.CartConflict)) throw error;
    ctx.status = 409;
    ctx.body = error.toBody();
  }
}

module.exports = ({ strapi }) => {
  const shop = () => strapi.service('api::shop.shop');
  return {
    verifyCode: (ctx) => respond(ctx, () => shop().verifyCode(ctx.params.code)),
    createCheckoutSession: (ctx) =>
      respond(ctx, () =>
        shop().createCheckoutSession(ctx.request.body, ctx.get('accept-language')),
      ),
    sessionStatus: (ctx) => respond(ctx, () => shop().sessionStatus(ctx.query.session_id)),
    createOrderRef: (ctx) =>
      respond(ctx, () => shop().createOrderRef(ctx.request.body, ctx.get('accept-language'))),
    createOrder: (ctx) => respond(ctx, () => shop().createOrder(ctx.request.body)),
    demoSession: (ctx) => respond(ctx, () => shop().demoSession(ctx.query.client_secret)),
    demoPay: (ctx) => respond(ctx, () => shop().demoPay(ctx.request.body)),
    // The signature is over the bytes Stripe sent: the body before Strapi parsed it
    // (config/middlewares.js, `includeUnparsed`).
    stripeWebhook: (ctx) =>
      respond(ctx, () =>
        shop().stripeWebhook(
          ctx.request.body?.[Symbol.for('unparsedBody')],
          ctx.get('stripe-signature'),
        ),
      ),
  };
};
