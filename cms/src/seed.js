const fs = require('node:fs');

const UID = {
  file: 'plugin::upload.file',
  category: 'api::category.category',
  subCategory: 'api::sub-category.sub-category',
  product: 'api::product.product',
};

/**
 * Writes one entry with the id it has in the demo catalog: the site's addresses and stored
 * carts carry numeric ids, so the real CMS must number the catalog as the demo does. Running
 * it again writes the same values (the seed is idempotent).
 */
async function upsert(strapi, uid, data) {
  const query = strapi.db.query(uid);
  const existing = await query.findOne({ where: { id: data.id }, select: ['id'] });
  if (existing) await query.update({ where: { id: data.id }, data });
  else await query.create({ data });
}

async function seedLocales(strapi, locales) {
  const service = strapi.plugin('i18n').service('locales');
  for (const { code, name } of locales) {
    if (!(await service.findByCode(code))) await service.create({ code, name });
  }
  await service.setDefaultLocale({ code: locales[0].code });
}

/**
 * The demo catalog (written by `npm run cms` from mocks/src/catalog) in the database: the
 * locales, the media library's files, every category, sub-category and product in every
 * language, with the demo's ids and document ids.
 */
async function seedCatalog(strapi, seedFile) {
  const seed = JSON.parse(fs.readFileSync(seedFile, 'utf8'));
  const started = Date.now();
  await seedLocales(strapi, seed.locales);
  for (const file of seed.files) await upsert(strapi, UID.file, file);
  // The categories own the relation between the two; written from their side only.
  for (const entry of seed.subCategories) {
    const row = { ...entry };
    delete row.categories;
    await upsert(strapi, UID.subCategory, row);
  }
  for (const entry of seed.categories) await upsert(strapi, UID.category, entry);
  for (const entry of seed.products) await upsert(strapi, UID.product, entry);
  strapi.log.info(
    `[seed] ${seed.products.length} products, ${seed.categories.length} categories, ` +
      `${seed.subCategories.length} sub-categories, ${seed.files.length} files ` +
      `in ${Date.now() - started} ms`,
  );
}

module.exports = { seedCatalog };
