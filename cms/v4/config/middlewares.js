// The same middlewares as the Strapi 5 project's (cms/config), CORS included.
module.exports = require('../../config/middlewares.js');
