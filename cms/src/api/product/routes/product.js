const { factories } = require('@strapi/strapi');

// Read, and update for the editor's token (src/tokens.js); products are added and removed in
// the admin panel.
module.exports = factories.createCoreRouter('api::product.product', {
  only: ['find', 'findOne', 'update'],
});
