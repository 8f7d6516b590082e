const { factories } = require('@strapi/strapi');

// Read-only: the catalog is edited in the admin panel, never through the content API.
module.exports = factories.createCoreRouter('api::sub-category.sub-category', {
  only: ['find', 'findOne'],
});
