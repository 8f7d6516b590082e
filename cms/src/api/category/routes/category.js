const { factories } = require('@strapi/strapi');

// Read-only: the catalog is edited in the admin panel, never through the content API.
module.exports = factories.createCoreRouter('api::category.category', {
  only: ['find', 'findOne'],
});
