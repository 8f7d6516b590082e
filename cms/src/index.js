const { seedCatalog } = require('./seed');
const { ensureTokens } = require('./tokens');
const { ensureShopIndexes, importPrizeCodes } = require('./shop/database');

module.exports = {
  register() {},

  /**
   * `npm run cms` sets CMS_SEED_FILE: the demo catalog is written into the database before the
   * server listens, and the site's tokens are made. An owner's CMS starts without it.
   */
  async bootstrap({ strapi }) {
    await ensureShopIndexes(strapi);
    const seedFile = process.env.CMS_SEED_FILE;
    if (!seedFile) return;
    await seedCatalog(strapi, seedFile);
    await importPrizeCodes(strapi, require(seedFile).prizeCodes ?? []);
    await ensureTokens(strapi, process.env.CMS_TOKENS_FILE);
  },
};
