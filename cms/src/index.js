const { secureAdministration } = require('./administrators');
const { seedCatalog } = require('./seed');
const { ensureTokens } = require('./tokens');
const { ensureShopIndexes, importPrizeCodes } = require('./shop/database');
const { scheduleMail } = require('./mail/schedule');

module.exports = {
  register() {},

  /**
   * Before the server listens. `npm run cms` also sets CMS_SEED_FILE: the demo catalog's
   * missing entries are written and the site's tokens made. An owner's CMS starts without it.
   */
  async bootstrap({ strapi }) {
    await secureAdministration(strapi);
    await ensureShopIndexes(strapi);
    scheduleMail(strapi);
    const seedFile = process.env.CMS_SEED_FILE;
    if (!seedFile) return;
    await seedCatalog(strapi, seedFile);
    await importPrizeCodes(strapi, require(seedFile).prizeCodes ?? []);
    await ensureTokens(strapi, process.env.CMS_TOKENS_FILE);
  },
};
