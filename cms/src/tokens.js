const fs = require('node:fs');
const path = require('node:path');

/**
 * The API tokens the site and its tests use. The site's is read-only: it ships to every
 * browser (cms/README.md, "The token"). The editor's may change products and nothing else;
 * the real-CMS tests use it to change a price as an editor would.
 */
const TOKENS = [
  {
    key: 'site',
    name: 'Rimal site (read-only)',
    description: 'Shipped in the site bundle: reads the catalog, nothing else.',
    type: 'read-only',
  },
  {
    key: 'editor',
    name: 'Catalog editor (products)',
    description: 'Changes products through the REST API; for scripts and the real-CMS tests.',
    type: 'custom',
    permissions: [
      'api::product.product.find',
      'api::product.product.findOne',
      'api::product.product.update',
    ],
  },
  {
    key: 'orders',
    name: 'Orders (staff, read-only)',
    description: 'Reads the orders the shop API placed; for the staff who deliver them.',
    type: 'custom',
    permissions: ['api::order.order.find', 'api::order.order.findOne'],
  },
];

/**
 * Makes each token once and reads it back on every later start (Strapi keeps it encrypted
 * with ENCRYPTION_KEY), then writes the access keys to `file` for `npm run cms`.
 */
async function ensureTokens(strapi, file) {
  const service = strapi.service('admin::api-token-content-api');
  const keys = {};
  for (const { key, ...token } of TOKENS) {
    let stored = await service.getByName(token.name, { includeDecryptedKey: true });
    if (!stored?.accessKey) {
      if (stored) await service.revoke(stored.id);
      stored = await service.create({ ...token, lifespan: null });
    }
    keys[key] = stored.accessKey;
  }
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  }
  return keys;
}

module.exports = { ensureTokens };
