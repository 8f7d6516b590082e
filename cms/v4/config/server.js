// The same settings as the Strapi 5 project's (cms/config).
module.exports = require('../../config/server.js');
