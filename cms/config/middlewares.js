// The site's origins may read the API from a browser: CORS_ORIGINS, separated by commas
// (cms/README.md, "CORS").
module.exports = ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('CORS_ORIGINS', ['http://localhost:4173', 'http://localhost:5173']),
      // POST: the shop API's checkout calls (src/api/shop).
      methods: ['GET', 'HEAD', 'OPTIONS', 'POST'],
      headers: ['Content-Type', 'Authorization'],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  // The raw body too: Stripe's webhook signature is over it (src/api/shop).
  { name: 'strapi::body', config: { includeUnparsed: true } },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
