const fs = require('node:fs');
const path = require('node:path');

const DAY_MS = 24 * 60 * 60 * 1000;
const CATALOG_TYPES = ['product', 'category', 'sub-category'];

/**
 * The API tokens the site and its tests use (docs/security.md). The site's ships to every
 * browser, so it reads the catalog's three types and nothing else: Strapi's `read-only` type
 * would also read every plugin's `find` route (the media library's files, users, roles). The
 * editor's may change products and nothing else; the real-CMS tests use it to change a price as
 * an editor would, and it lasts 30 days.
 */
const TOKENS = [
  {
    key: 'site',
    name: 'Rimal site (catalog)',
    formerNames: ['Rimal site (read-only)'],
    description: 'Shipped in the site bundle: reads products, categories and sub-categories.',
    type: 'custom',
    permissions: CATALOG_TYPES.flatMap((type) => [
      `api::${type}.${type}.find`,
      `api::${type}.${type}.findOne`,
    ]),
    lifespan: null,
  },
  {
    key: 'editor',
    name: 'Catalog editor (products)',
    formerNames: [],
    description: 'Changes products through the REST API; for scripts and the real-CMS tests.',
    type: 'custom',
    permissions: [
      'api::product.product.find',
      'api::product.product.findOne',
      'api::product.product.update',
    ],
    lifespan: 30 * DAY_MS,
  },
  {
    key: 'orders',
    name: 'Orders (staff, read-only)',
    formerNames: [],
    description: 'Reads the orders the shop API placed; for the staff who deliver them.',
    type: 'custom',
    permissions: ['api::order.order.find', 'api::order.order.findOne'],
    lifespan: null,
  },
];

const expired = (token) => token.expiresAt && new Date(token.expiresAt).getTime() <= Date.now();

/**
 * Makes each token once and reads it back on every later start (Strapi keeps it encrypted with
 * ENCRYPTION_KEY), keeps its rights to the list above, then writes the access keys to `file`
 * (mode 0600) for `npm run cms`. A token that can no longer be read, because ENCRYPTION_KEY
 * changed, or that has expired, is made again, and the log says so: every site built with the
 * old one then gets 401.
 */
async function ensureTokens(strapi, file) {
  const service = strapi.service('admin::api-token-content-api');
  const keys = {};
  for (const { key, formerNames, ...token } of TOKENS) {
    for (const name of formerNames) {
      const former = await service.getByName(name);
      if (former) await service.revoke(former.id);
    }
    let stored = await service.getByName(token.name, { includeDecryptedKey: true });
    if (stored && (!stored.accessKey || expired(stored))) {
      strapi.log.warn(
        `[tokens] "${token.name}" ${stored.accessKey ? 'has expired' : 'cannot be read with this ENCRYPTION_KEY'}: ` +
          'a new one is made, and every site built with the old one must be built again.',
      );
      await service.revoke(stored.id);
      stored = undefined;
    }
    if (stored) {
      await service.update(stored.id, { type: token.type, permissions: token.permissions });
    } else {
      stored = await service.create(token);
    }
    keys[key] = stored.accessKey;
  }
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  }
  return keys;
}

module.exports = { ensureTokens, TOKENS };
