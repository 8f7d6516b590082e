const { randomBytes } = require('node:crypto');

const CODE = 'api::prize-code.prize-code';

/**
 * The keys the shop API's money depends on, as unique indexes in the database itself:
 * Strapi's `unique` is checked by a read before a write, which two requests can both pass
 * (README, "What a real shop API must check again", rules 7 and 9).
 */
const UNIQUE_KEYS = [
  ['api::order.order', 'paymentSession'],
  ['api::payment-session.payment-session', 'sessionId'],
  [CODE, 'code'],
  ['api::payment-event.payment-event', 'eventId'],
  // An order's mail is queued once (src/mail/orders.js), however many calls place the order.
  ['api::order-mail.order-mail', 'key'],
];

/** Made on every start: Strapi's schema sync drops indexes it did not declare. */
async function ensureShopIndexes(strapi) {
  for (const [uid, attribute] of UNIQUE_KEYS) {
    const { tableName, attributes } = strapi.db.metadata.get(uid);
    const column = attributes[attribute].columnName;
    const schema = strapi.db.getSchemaName();
    const table = schema ? `${schema}.${tableName}` : tableName;
    await strapi.db.connection.raw(
      `CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ${table.includes('.') ? '??.??' : '??'} (??)`,
      [`${tableName}_${column}_unique`, ...table.split('.'), column],
    );
  }
}

/**
 * Adds the prize codes that are not in the database yet; a code already there, spent or
 * not, is left as it is. Answers how many were added.
 */
async function importPrizeCodes(strapi, records) {
  const query = strapi.db.query(CODE);
  let added = 0;
  for (const record of records) {
    const code = String(record.code).trim().toUpperCase();
    if (!code || (await query.findOne({ where: { code }, select: ['id'] }))) continue;
    await query.create({
      data: {
        documentId: randomBytes(12).toString('hex'),
        code,
        winItemName: record.winItemName || null,
        userEmail: record.userEmail || null,
        qr: record.qr || null,
      },
    });
    added += 1;
  }
  return added;
}

module.exports = { ensureShopIndexes, importPrizeCodes };
