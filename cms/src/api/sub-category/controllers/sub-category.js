const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::sub-category.sub-category');
