const fs = require('node:fs');
const { seedCatalog } = require('../../src/seed');

/**
 * Strapi 4, seeded as the Strapi 5 project is (cms/src/seed.js), with a fresh read-only token
 * written to CMS_TOKENS_FILE: only for `npm run record:strapi4`.
 */
module.exports = {
  register() {},

  async bootstrap({ strapi }) {
    const seedFile = process.env.CMS_SEED_FILE;
    if (!seedFile) return;
    await seedCatalog(strapi, seedFile, { strapi4: true });
    const token = await strapi.service('admin::api-token').create({
      name: `Recorder ${Date.now()}`,
      description: 'Reads the catalog for the recordings.',
      type: 'read-only',
      lifespan: null,
    });
    fs.writeFileSync(process.env.CMS_TOKENS_FILE, JSON.stringify({ site: token.accessKey }));
  },
};
