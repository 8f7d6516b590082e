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
 * Strapi 4 linked an entry's languages through a `localizations` relation: each entry lists the
 * other entries of its document, linked once every entry exists. Strapi 5 finds them by
 * `documentId` and needs no link.
 */
async function linkLocalizations(strapi, uid, entries) {
  const byDocument = new Map();
  for (const entry of entries) {
    byDocument.set(entry.documentId, [...(byDocument.get(entry.documentId) ?? []), entry.id]);
  }
  for (const entry of entries) {
    const localizations = byDocument.get(entry.documentId).filter((id) => id !== entry.id);
    await strapi.db.query(uid).update({ where: { id: entry.id }, data: { localizations } });
  }
}

/**
 * The demo catalog (written by `npm run cms` from mocks/src/catalog) in the database: the
 * locales, the media library's files, every category, sub-category and product in every
 * language, with the demo's ids and document ids. `strapi4` links the languages as Strapi 4 did
 * (cms/v4).
 */
async function seedCatalog(strapi, seedFile, { strapi4 = false } = {}) {
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
  if (strapi4) {
    await linkLocalizations(strapi, UID.subCategory, seed.subCategories);
    await linkLocalizations(strapi, UID.category, seed.categories);
    await linkLocalizations(strapi, UID.product, seed.products);
  }
  strapi.log.info(
    `[seed] ${seed.products.length} products, ${seed.categories.length} categories, ` +
      `${seed.subCategories.length} sub-categories, ${seed.files.length} files ` +
      `in ${Date.now() - started} ms`,
  );
}

module.exports = { seedCatalog };
