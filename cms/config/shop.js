const { required } = require('./lib/required');

// How the shop takes payments (src/api/shop): Stripe, with its secret key; or the demo card
// form's payments, which a production start takes only when asked for (docs/security.md).
module.exports = ({ env }) => {
  const demoPayments = ['1', 'true'].includes(env('SHOP_DEMO_PAYMENTS', ''));
  if (!demoPayments) {
    required(
      env,
      'STRIPE_SECRET_KEY',
      "Stripe's secret key, for the shop's card payments (or SHOP_DEMO_PAYMENTS=1 to take the demo card form's payments instead)",
    );
  }
  return { demoPayments };
};
