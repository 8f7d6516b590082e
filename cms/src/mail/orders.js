const { randomBytes } = require('node:crypto');
const rules = require('./rules.cjs');

const ORDER = 'api::order.order';
const MAIL = 'api::order-mail.order-mail';
/** How long one delivery may hold a mail before another may try it. */
const CLAIM_MS = 2 * 60 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const seconds = (name, fallback) => Number(process.env[name] || fallback) * 1000;

/**
 * The shop's orders list, from MAIL_ORDERS_TO (addresses separated by commas), read at the
 * start so that a mistake in it stops the start, naming the variable.
 */
function ordersList() {
  const list = (process.env.MAIL_ORDERS_TO || 'orders@example.com')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const wrong = list.find((address) => !EMAIL.test(address));
  if (list.length === 0 || wrong !== undefined) {
    throw new Error(
      `MAIL_ORDERS_TO holds "${wrong ?? ''}": expected addresses separated by commas`,
    );
  }
  return list;
}

/** Seconds before the next try: doubling from MAIL_RETRY_SECONDS (60), at most six hours. */
const backoff = (attempts) =>
  Math.min(seconds('MAIL_RETRY_SECONDS', 60) * 2 ** Math.max(attempts - 1, 0), 6 * 60 * 60 * 1000);

async function render(kind, order) {
  const placed = rules.placedOrderOf(order);
  return kind === 'confirmation' ? rules.orderConfirmationMail(placed) : rules.newOrderMail(placed);
}

/**
 * Sends one order mail, once: it is claimed first by one conditional update that only one
 * caller wins, and marked sent as soon as the mail server took it.
 */
async function deliver(strapi, id) {
  const now = new Date();
  const { count } = await strapi.db.query(MAIL).updateMany({
    where: {
      id,
      state: 'pending',
      $or: [{ sendingUntil: { $null: true } }, { sendingUntil: { $lt: now } }],
    },
    data: { sendingUntil: new Date(now.getTime() + CLAIM_MS) },
  });
  if (count === 0) return;
  const mail = await strapi.db.query(MAIL).findOne({ where: { id } });
  const save = (data) => strapi.db.query(MAIL).update({ where: { id }, data });
  try {
    const order = await strapi.db.query(ORDER).findOne({ where: { id: mail.orderId } });
    const parts = await render(mail.kind, order);
    await strapi
      .plugin('email')
      .service('email')
      .send({ to: mail.recipients, ...parts });
    await save({ state: 'sent', sendingUntil: null, nextAttemptAt: null, lastError: null });
  } catch (error) {
    const attempts = (mail.attempts || 0) + 1;
    strapi.log.warn(`Order mail ${mail.key}: not sent (try ${attempts}): ${error.message}`);
    await save({
      attempts,
      lastError: String(error.message).slice(0, 1000),
      nextAttemptAt: new Date(Date.now() + backoff(attempts)),
      sendingUntil: null,
    });
  }
}

/**
 * Queues a paid order's two mails (when the payment found its reference's address, or once the
 * browser's create_order placed it): the confirmation to the shopper, in the order's language,
 * and the new-order mail to the orders list. Each is one record with a unique key (a unique
 * index in the database, src/shop/database.js), so that however many calls place the order,
 * each mail is queued once; they are then sent at once, or by the outbox when the mail
 * server is down. An order not paid, or without the shopper's address, has none yet.
 */
async function orderPlaced(strapi, order) {
  if (!['paid', 'placed'].includes(order?.status) || !order.email) return;
  const query = strapi.db.query(MAIL);
  const wanted = [
    ['confirmation', [order.email]],
    ['newOrder', ordersList()],
  ];
  for (const [kind, recipients] of wanted) {
    const key = `${order.id}:${kind}`;
    if (await query.findOne({ where: { key }, select: ['id'] })) continue;
    try {
      await query.create({
        data: {
          documentId: randomBytes(12).toString('hex'),
          key,
          kind,
          orderId: order.id,
          recipients,
          state: 'pending',
          attempts: 0,
          nextAttemptAt: new Date(),
        },
      });
    } catch (error) {
      // Another call queued it first: the unique key refused this one.
      if (!(await query.findOne({ where: { key }, select: ['id'] }))) throw error;
    }
  }
  // The shopper's answer does not wait for the mail server.
  sendDueOrderMails(strapi).catch((error) =>
    strapi.log.warn(`Order ${order.id}: mails not sent yet: ${error.message}`),
  );
}

/** The outbox's share for orders: every order mail still pending whose next try is due. */
async function sendDueOrderMails(strapi) {
  const due = await strapi.db.query(MAIL).findMany({
    where: { state: 'pending', nextAttemptAt: { $lte: new Date() } },
    orderBy: { id: 'asc' },
    limit: 20,
  });
  for (const { id } of due) await deliver(strapi, id);
}

module.exports = { orderPlaced, ordersList, sendDueOrderMails };
