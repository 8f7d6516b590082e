// The shop API the site calls without a token (VITE_SHOP_URL = <origin>/api/shop), at the
// paths of docs/requirements.md §7 and the demo payment's (docs/contracts.md §7).
const route = (method, path, handler, middlewares = []) => ({
  method,
  path: `/shop${path}`,
  handler: `shop.${handler}`,
  config: { auth: false, middlewares },
});

module.exports = {
  routes: [
    route('GET', '/varifyCode/:code', 'verifyCode', ['api::shop.code-attempts']),
    route('POST', '/create-checkout-session', 'createCheckoutSession'),
    route('GET', '/session-status', 'sessionStatus'),
    route('POST', '/create_order_ref', 'createOrderRef'),
    route('POST', '/create_order', 'createOrder'),
    route('GET', '/demo/session', 'demoSession'),
    route('POST', '/demo/pay', 'demoPay'),
    route('POST', '/stripe/webhook', 'stripeWebhook'),
  ],
};
