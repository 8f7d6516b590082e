/**
 * What an import of a catalog in the seed's shape would do to the database: a line for each
 * entry to create and each field to change, and the writes that do it.
 */
const KINDS = [
  ['files', 'plugin::upload.file', 'file'],
  ['subCategories', 'api::sub-category.sub-category', 'sub-category'],
  ['categories', 'api::category.category', 'category'],
  ['products', 'api::product.product', 'product'],
];
const STAMPS = new Set(['createdAt', 'updatedAt', 'publishedAt']);

const idsOf = (value) =>
  (Array.isArray(value) ? value : value == null ? [] : [value])
    .map((item) => (typeof item === 'object' ? item.id : item))
    .sort((a, b) => a - b);

const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

async function planImport(strapi, catalog) {
  const lines = [];
  const writes = [];
  for (const [key, uid, label] of KINDS) {
    const attributes = strapi.getModel(uid).attributes;
    const relations = Object.keys(attributes).filter((name) =>
      ['relation', 'media'].includes(attributes[name].type),
    );
    const query = strapi.db.query(uid);
    for (const entry of catalog[key] ?? []) {
      const name = `${label} ${entry.id}${entry.locale ? ` (${entry.locale})` : ''}`;
      const existing = await query.findOne({
        where: { id: entry.id },
        populate: Object.fromEntries(
          relations.filter((field) => field in entry).map((field) => [field, { select: ['id'] }]),
        ),
      });
      if (!existing) {
        lines.push(`create ${name}`);
        writes.push(() => query.create({ data: entry }));
        continue;
      }
      const changes = Object.keys(entry).filter((field) => {
        if (STAMPS.has(field) || field === 'id' || !(field in attributes)) return false;
        return relations.includes(field)
          ? !same(idsOf(existing[field]), idsOf(entry[field]))
          : !same(existing[field], entry[field]);
      });
      if (changes.length === 0) continue;
      for (const field of changes) {
        const before = relations.includes(field) ? idsOf(existing[field]) : existing[field];
        const after = relations.includes(field) ? idsOf(entry[field]) : entry[field];
        lines.push(`change ${name}: ${field} ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
      }
      const data = Object.fromEntries(changes.map((field) => [field, entry[field]]));
      writes.push(() => query.update({ where: { id: entry.id }, data }));
    }
  }
  return { lines, writes };
}

module.exports = { planImport };
