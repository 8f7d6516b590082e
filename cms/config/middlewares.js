const MB = 1024 * 1024;

// The site's origins may read the API from a browser: CORS_ORIGINS, separated by commas
// (cms/README.md, "CORS"). The limits below are docs/security.md's.
module.exports = ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  'global::admin-registration',
  {
    name: 'global::request-size',
    config: {
      routes: [
        // The admin panel's media library.
        { prefix: '/upload', bytes: 20 * MB, files: true },
        // The contact form's files: core's MAX_UPLOAD_TOTAL_BYTES (25 MB) and the multipart framing.
        { prefix: '/api/mail/upload', bytes: 26 * MB, files: true },
        { prefix: '/api/', bytes: 256 * 1024, files: false },
        { prefix: '/', bytes: 1 * MB, files: false },
      ],
    },
  },
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('CORS_ORIGINS', ['http://localhost:4173', 'http://localhost:5173']),
      // POST: the shop API's checkout calls (src/api/shop) and the contact form's mail service
      // (src/api/mail).
      methods: ['GET', 'HEAD', 'OPTIONS', 'POST'],
      headers: ['Content-Type', 'Authorization'],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  { name: 'global::populate-depth', config: { maxDepth: 2 } },
  'global::query-values',
  {
    name: 'strapi::body',
    // For a body sent without a length, which request-size cannot judge before reading it.
    config: {
      jsonLimit: '256kb',
      formLimit: '256kb',
      textLimit: '256kb',
      formidable: { maxFileSize: 20 * MB },
      // The raw body too: Stripe's webhook signature is over it (src/api/shop).
      includeUnparsed: true,
    },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
