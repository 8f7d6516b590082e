const { factories } = require('@strapi/strapi');

// Read-only, for the staff's `orders` token (src/tokens.js): orders are written by the shop API.
module.exports = factories.createCoreRouter('api::order.order', {
  only: ['find', 'findOne'],
});
