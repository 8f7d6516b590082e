const fs = require('node:fs');

const UID = {
  file: 'plugin::upload.file',
  category: 'api::category.category',
  subCategory: 'api::sub-category.sub-category',
  product: 'api::product.product',
};

/**
 * Writes one entry with the id it has in the demo catalog, if it is missing: the site's
 * addresses and stored carts carry numeric ids, so the real CMS must number the catalog as the
 * demo does. An entry that exists is left as it is, so an owner's edit survives every start
 * (an import that changes entries is `npm run cms:import`, which says what it will change).
 * Answers whether it wrote.
 */
async function createIfMissing(strapi, uid, data) {
  const query = strapi.db.query(uid);
  if (await query.findOne({ where: { id: data.id }, select: ['id'] })) return false;
  await query.create({ data });
  return true;
}

/**
 * PostgreSQL numbers new rows from a sequence that an explicit id does not move: after the
 * seed, the first entry an owner makes would take id 1 and collide (strapi/strapi#12138).
 * Each seeded table's sequence is moved past its largest id. SQLite needs nothing.
 */
async function moveSequences(strapi, uids) {
  if (strapi.db.dialect.client !== 'postgres') return;
  for (const uid of uids) {
    const table = strapi.db.metadata.get(uid).tableName;
    await strapi.db.connection.raw(
      `SELECT setval(pg_get_serial_sequence(?, 'id'), GREATEST((SELECT MAX(id) FROM ??), 1))`,
      [table, table],
    );
  }
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
  let written = 0;
  const write = async (uid, data) => {
    if (await createIfMissing(strapi, uid, data)) written += 1;
  };
  await seedLocales(strapi, seed.locales);
  for (const file of seed.files) await write(UID.file, file);
  // The categories own the relation between the two; written from their side only.
  for (const entry of seed.subCategories) {
    const row = { ...entry };
    delete row.categories;
    await write(UID.subCategory, row);
  }
  for (const entry of seed.categories) await write(UID.category, entry);
  for (const entry of seed.products) await write(UID.product, entry);
  await moveSequences(strapi, Object.values(UID));
  if (strapi4) {
    await linkLocalizations(strapi, UID.subCategory, seed.subCategories);
    await linkLocalizations(strapi, UID.category, seed.categories);
    await linkLocalizations(strapi, UID.product, seed.products);
  }
  strapi.log.info(
    `[seed] ${written} missing entries written of ${seed.products.length} products, ` +
      `${seed.categories.length} categories, ${seed.subCategories.length} sub-categories and ` +
      `${seed.files.length} files, in ${Date.now() - started} ms`,
  );
}

module.exports = { seedCatalog };
