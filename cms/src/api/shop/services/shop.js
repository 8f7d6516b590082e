const { randomBytes } = require('node:crypto');
const rules = require('../../../shop/rules.cjs');
const { orderPlaced } = require('../../../mail/orders');

const UID = {
  order: 'api::order.order',
  session: 'api::payment-session.payment-session',
  code: 'api::prize-code.prize-code',
  product: 'api::product.product',
  event: 'api::payment-event.payment-event',
};

/** The webhook events that say a Checkout Session's payment was taken. */
const PAID_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];

const SITE_LANGUAGES = ['en', 'ar', 'ru', 'hi', 'zh', 'ja', 'ko'];

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomToken(length) {
  return Array.from(randomBytes(length), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** Strapi's own document id shape (24 lowercase letters and digits), for rows written here. */
const documentId = () => randomToken(24).toLowerCase();

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmptyString = (value) => typeof value === 'string' && value.trim().length > 0;
const aed = (fils) => rules.fromFils(fils);

/** An answer of the shop API: its status and JSON body. */
const answer = (status, body) => ({ status, body });
const fail = (status, error, message) => answer(status, { error, message });

/**
 * The shop API of docs/contracts.md §7 and §11, on the database: what the demo shop API
 * (mocks/src/handlers/shop.ts) does in memory, with the same checks from packages/core
 * (`rules`, bundled by scripts/cms/start.ts), the same answers and the same 409 reasons.
 */
module.exports = ({ strapi }) => {
  /** The table and column names of a content type, for the one-statement updates below. */
  function table(uid) {
    const meta = strapi.db.metadata.get(uid);
    return {
      name: meta.tableName,
      column: (attribute) => meta.attributes[attribute].columnName,
    };
  }

  /**
   * `UPDATE <table> SET … WHERE … AND <column> = <value or null>`: one statement, so two
   * requests cannot both see the old value; answers how many rows changed.
   */
  async function updateWhere(trx, uid, set, where) {
    const { name, column } = table(uid);
    let query = strapi.db.getConnection(name).transacting(trx);
    for (const [attribute, value] of Object.entries(where)) {
      query =
        value === null ? query.whereNull(column(attribute)) : query.where(column(attribute), value);
    }
    const values = Object.fromEntries(
      Object.entries(set).map(([attribute, value]) => [column(attribute), value]),
    );
    return query.update(values);
  }

  /** `DELETE FROM <table> WHERE …`, in the caller's transaction. */
  function deleteWhere(trx, uid, where) {
    const { name, column } = table(uid);
    let query = strapi.db.getConnection(name).transacting(trx);
    for (const [attribute, value] of Object.entries(where)) {
      query = query.where(column(attribute), value);
    }
    return query.del();
  }

  const create = (uid, data) =>
    strapi.db.query(uid).create({ data: { documentId: documentId(), ...data } });

  /** The English catalog entries of these product ids, as the site reads them. */
  async function catalogProducts(ids) {
    const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
    if (wanted.length === 0) return new Map();
    const rows = await strapi.db
      .query(UID.product)
      .findMany({ where: { id: { $in: wanted }, locale: 'en' } });
    return rules.catalogProducts(rows);
  }

  /** The prize record of an unspent code, as `varifyCode` answers it. */
  async function unspentCode(code) {
    if (!nonEmptyString(code)) return undefined;
    const row = await strapi.db
      .query(UID.code)
      .findOne({ where: { code: rules.normaliseCode(code), spentAt: null } });
    if (!row) return undefined;
    return {
      code: row.code,
      userEmail: row.userEmail ?? null,
      winItemName: row.winItemName ?? null,
      qr: row.qr ?? null,
    };
  }

  /** What pricing needs for a request: its products from the catalog and its code's record. */
  async function pricing(ids, code) {
    const products = await catalogProducts(ids);
    const record = await unspentCode(code);
    return { products, unspentCode: (wanted) => (record?.code === wanted ? record : undefined) };
  }

  /**
   * The shopper's language: the site's, which it sends in the session's body (`language`);
   * else the first of the site's languages the browser asks for; else English.
   */
  function languageOf(body, acceptLanguage) {
    if (SITE_LANGUAGES.includes(body?.language)) return body.language;
    const tags = String(acceptLanguage ?? '')
      .split(',')
      .map((part) => part.split(';')[0].trim().slice(0, 2).toLowerCase());
    return tags.find((tag) => SITE_LANGUAGES.includes(tag)) ?? 'en';
  }

  /**
   * The catalog's titles of these English product ids in `language`, by the documentId an
   * entry shares with its translations; a product without that translation is left out.
   */
  async function titlesIn(language, ids) {
    const titles = new Map();
    if (language === 'en' || ids.length === 0) return titles;
    const english = await strapi.db
      .query(UID.product)
      .findMany({ select: ['id', 'documentId'], where: { id: { $in: ids }, locale: 'en' } });
    const translated = await strapi.db.query(UID.product).findMany({
      select: ['documentId', 'title'],
      where: { documentId: { $in: english.map((row) => row.documentId) }, locale: language },
    });
    for (const row of english) {
      const title = translated.find((entry) => entry.documentId === row.documentId)?.title;
      if (nonEmptyString(title)) titles.set(row.id, title);
    }
    return titles;
  }

  /**
   * An order's lines: each product once, at the catalog's unit price, titled from the catalog
   * in the shopper's language (the English title when the product has no translation).
   */
  async function orderLines(priced, language) {
    const titles = await titlesIn(
      language,
      priced.lines.map((line) => line.id),
    );
    return priced.lines.map((line) => ({
      product_id: line.id,
      title: titles.get(line.id) ?? line.title,
      unit_price: line.price,
      quantity: line.quantity,
    }));
  }

  /** An open session whose time is up is expired; answers the session as it now stands. */
  async function refreshed(session) {
    if (session?.status !== 'open' || Date.now() <= Date.parse(session.expiresAt)) return session;
    await strapi.db
      .query(UID.session)
      .update({ where: { id: session.id, status: 'open' }, data: { status: 'expired' } });
    return { ...session, status: 'expired' };
  }

  async function sessionById(sessionId) {
    if (!nonEmptyString(sessionId)) return null;
    return refreshed(await strapi.db.query(UID.session).findOne({ where: { sessionId } }));
  }

  async function sessionBySecret(clientSecret) {
    if (typeof clientSecret !== 'string') return null;
    const sessionId = rules.sessionIdFromClientSecret(clientSecret);
    const session = sessionId ? await sessionById(sessionId) : null;
    return session?.clientSecret === clientSecret ? session : null;
  }

  /**
   * Spends a session's code in the caller's transaction: one conditional update, so of
   * several sessions opened with the code, only the first to pay takes it (README, "What a
   * real shop API must check again", rule 7).
   */
  async function spendCode(trx, session) {
    if (!session.code || session.codeSpent) return;
    const now = new Date();
    const spent = await updateWhere(
      trx,
      UID.code,
      { spentAt: now, spentBy: session.sessionId },
      { code: session.code, spentAt: null },
    );
    if (spent !== 1) {
      throw new rules.CartConflict(
        'codeNotValid',
        `The code ${session.code} has been spent by another order.`,
      );
    }
    await updateWhere(trx, UID.session, { codeSpent: true }, { id: session.id });
  }

  /**
   * Marks an open session paid, spends its code and places its order `paid`, in one
   * transaction. A demo payment refuses a code spent meanwhile by another session (nothing is
   * charged yet); Stripe has already charged, so its order is kept, `failed`, for the staff to
   * refund. Answers false when the session was not open (another call took the payment).
   */
  async function takePayment(session, options) {
    const taken = await takePaymentOnce(session, options);
    // A tab closed after paying still gets its confirmation: the order has its address now.
    if (taken) await orderPlaced(strapi, await orderOfSession(session.sessionId));
    return taken;
  }

  function takePaymentOnce(session, { paidAt, cardLast4 = null, charged = false }) {
    return strapi.db.transaction(async ({ trx }) => {
      const taken = await updateWhere(
        trx,
        UID.session,
        { status: 'complete', paidAt, cardLast4 },
        { id: session.id, status: 'open' },
      );
      if (taken !== 1) return false;
      // The browser may never come back: the order takes its reference's delivery details now.
      const reference = await referenceOfSession(session);
      let status = 'paid';
      try {
        await spendCode(trx, session);
      } catch (error) {
        if (!charged || !(error instanceof rules.CartConflict)) throw error;
        status = 'failed';
      }
      await create(UID.order, {
        status,
        ...orderFigures(session),
        ...(reference ? { ...deliveryOf(reference), pendingAt: reference.pendingAt } : {}),
        paidAt,
        ...(status === 'failed' ? { failedAt: paidAt } : {}),
      });
      if (reference) {
        await deleteWhere(trx, UID.order, { id: reference.id, status: reference.status });
      }
      return true;
    });
  }

  const stripe = () => strapi.service('api::shop.stripe');

  /** A Stripe session as Stripe now has it: paid there means paid here, expired too. */
  async function synced(session) {
    if (session?.provider !== 'stripe' || session.status !== 'open') return session;
    const remote = await stripe().retrieve(session.sessionId);
    if (remote.status === 'complete' && remote.payment_status !== 'unpaid') {
      await takePayment(session, { paidAt: new Date(), charged: true });
    } else if (remote.status === 'expired') {
      await strapi.db
        .query(UID.session)
        .update({ where: { id: session.id, status: 'open' }, data: { status: 'expired' } });
    }
    return strapi.db.query(UID.session).findOne({ where: { id: session.id } });
  }

  const orderFigures = (session) => ({
    lines: session.lines,
    deliveryCharge: Number(session.deliveryCharge),
    discount: Number(session.discount),
    total: Number(session.amountTotal),
    currency: session.currency,
    code: session.code,
    // Sessions opened before the language was kept have none.
    language: session.language ?? 'en',
    paymentSession: session.sessionId,
  });

  const DELIVERY_FIELDS = [
    'customer_reference_number',
    'destination_address_name',
    'email',
    'destination_address_mobile_number',
    'destination_address_city',
    'destination_address_area',
    'destination_address_building_name',
    'destination_address_house_no',
    'destination_address_landmark',
  ];

  const deliveryOf = (body) =>
    Object.fromEntries(
      DELIVERY_FIELDS.map((field) => [field, typeof body[field] === 'string' ? body[field] : null]),
    );

  /**
   * The order reference (`create_order_ref`) of the order the browser now places: the same
   * customer reference number and email, not yet placed, and tied to no payment session.
   */
  async function orderReferenceOf(body) {
    if (!nonEmptyString(body.customer_reference_number) || !nonEmptyString(body.email)) {
      return null;
    }
    return strapi.db.query(UID.order).findOne({
      where: {
        customer_reference_number: body.customer_reference_number,
        email: body.email,
        status: { $in: ['pending', 'expired'] },
        paymentSession: null,
      },
      orderBy: { id: 'asc' },
    });
  }

  /**
   * The order reference a session was opened for (the `customer_reference_number` the site
   * sends with it), not yet placed, at the session's total; the newest when a renewed session
   * sent it twice.
   */
  async function referenceOfSession(session) {
    if (!nonEmptyString(session.customerReference)) return null;
    return strapi.db.query(UID.order).findOne({
      where: {
        customer_reference_number: session.customerReference,
        status: { $in: ['pending', 'expired'] },
        paymentSession: null,
        total: Number(session.amountTotal),
      },
      orderBy: { id: 'desc' },
    });
  }

  const orderOfSession = (sessionId) =>
    strapi.db.query(UID.order).findOne({ where: { paymentSession: sessionId } });

  return {
    /**
     * Expires what was never paid (cms/README.md, "The shop API"): open payment sessions past
     * their `expiresAt`, and order references (`pending`) older than
     * `SHOP_PENDING_ORDER_SECONDS` (default 86400: a day, the Checkout Session's own lifetime).
     * Run by the cron task of config/cron-tasks.js; each update is conditional on the status,
     * so several instances may run it at once. Answers how many of each it expired.
     */
    async expireStale(now = new Date()) {
      const lifetime = Number(process.env.SHOP_PENDING_ORDER_SECONDS ?? 86_400) * 1000;
      const sessions = await strapi.db.query(UID.session).updateMany({
        where: { status: 'open', expiresAt: { $lt: now } },
        data: { status: 'expired', updatedAt: now },
      });
      const orders = await strapi.db.query(UID.order).updateMany({
        where: { status: 'pending', pendingAt: { $lt: new Date(now.getTime() - lifetime) } },
        data: { status: 'expired', expiredAt: now, updatedAt: now },
      });
      return { sessions: sessions.count, orders: orders.count };
    },

    async verifyCode(code) {
      const record = await unspentCode(code);
      if (!record) return fail(404, 'code_not_valid', 'Code not valid or already used');
      const { winItemName, ...rest } = record;
      return answer(200, { code: winItemName === null ? rest : record });
    },

    async createCheckoutSession(body, acceptLanguage) {
      if (!isRecord(body)) return fail(400, 'invalid_body', 'Expected a JSON object body');
      const items = rules.parseCheckoutItems(body.products);
      if (typeof items === 'string') return fail(400, 'invalid_products', items);
      const context = await pricing(
        items.map((item) => item.product_id),
        body.code,
      );
      // A body without a code field is priced without a discount.
      const priced = rules.priceCheckoutSession(items, body.code, context);
      const reference = randomToken(24);
      const language = languageOf(body, acceptLanguage);
      const opened = stripe().enabled()
        ? await stripe().openSession({ items, reference, code: priced.code, language })
        : { id: reference, client_secret: rules.demoClientSecret(reference, randomToken(16)) };
      const session = await create(UID.session, {
        sessionId: opened.id,
        clientSecret: opened.client_secret,
        reference,
        provider: stripe().enabled() ? 'stripe' : 'demo',
        status: 'open',
        products: items,
        lines: await orderLines(priced, language),
        language,
        amountTotal: aed(priced.totals.total),
        deliveryCharge: aed(priced.totals.deliveryCharge),
        discount: aed(priced.totals.discount),
        currency: 'aed',
        code: priced.code,
        codeSpent: false,
        customerReference: nonEmptyString(body.customer_reference_number)
          ? body.customer_reference_number.slice(0, 64)
          : null,
        expiresAt: new Date(Date.now() + rules.SESSION_LIFETIME_MS),
      });
      return answer(200, { clientSecret: session.clientSecret });
    },

    async sessionStatus(sessionId) {
      if (!nonEmptyString(sessionId)) {
        return fail(400, 'missing_session_id', 'session_id is required');
      }
      const session = await synced(await sessionById(sessionId));
      if (!session) return fail(404, 'session_not_found', `No such checkout session: ${sessionId}`);
      return answer(200, { status: session.status });
    },

    async createOrderRef(body, acceptLanguage) {
      if (!isRecord(body)) return fail(400, 'invalid_body', 'Expected a JSON object body');
      if (!nonEmptyString(body.email)) return fail(400, 'invalid_order', 'email is required');
      if (
        !(Array.isArray(body.products) ? body.products.length > 0 : nonEmptyString(body.products))
      ) {
        return fail(400, 'invalid_order', 'products must not be empty');
      }
      const lines = Array.isArray(body.products) ? body.products : [];
      const context = await pricing(
        lines.map((line) => (isRecord(line) ? line.id : undefined)),
        body.code,
      );
      const priced = rules.priceOrder(body, context);
      const language = languageOf(body, acceptLanguage);
      const order = await create(UID.order, {
        status: 'pending',
        lines: await orderLines(priced, language),
        deliveryCharge: aed(priced.totals.deliveryCharge),
        discount: aed(priced.totals.discount),
        total: aed(priced.totals.total),
        currency: 'aed',
        code: priced.code,
        language,
        ...deliveryOf(body),
        pendingAt: new Date(),
      });
      return answer(201, {
        message: 'Order reference created',
        id: order.id,
        customer_reference_number: body.customer_reference_number ?? null,
      });
    },

    /**
     * Takes the demo card form's payment (docs/contracts.md §7). Marking the session paid,
     * spending its code and placing its order are one transaction, as Stripe's webhook would
     * place it: a tab closed right after paying loses nothing.
     */
    async demoPay(body) {
      if (!isRecord(body)) return fail(400, 'invalid_body', 'Expected a JSON object body');
      // With Stripe, only Stripe takes payments.
      if (stripe().enabled()) return fail(404, 'not_found', 'Payments are taken by Stripe.');
      const session = await sessionBySecret(body.clientSecret);
      if (!session) return fail(404, 'session_not_found', 'Unknown or invalid clientSecret');
      const alreadyPaid = () =>
        fail(409, 'session_already_paid', 'This checkout session is already paid.');
      if (session.status === 'complete') return alreadyPaid();
      if (session.status === 'expired') {
        return fail(410, 'session_expired', 'This checkout session has expired.');
      }
      const now = new Date();
      const refusal = rules.demoCardRefusal(body, now);
      if (refusal) return fail(refusal.status, refusal.error, refusal.message);
      const paid = await takePayment(session, {
        paidAt: now,
        cardLast4: rules.DEMO_CARDS.pays.slice(-4),
      });
      if (!paid) return alreadyPaid();
      return answer(200, { status: 'complete', sessionId: session.sessionId });
    },

    async demoSession(clientSecret) {
      if (stripe().enabled()) return fail(404, 'not_found', 'Payments are taken by Stripe.');
      const session = await sessionBySecret(clientSecret);
      if (!session) return fail(404, 'session_not_found', 'Unknown or invalid client_secret');
      return answer(200, {
        sessionId: session.sessionId,
        status: session.status,
        amountTotal: Number(session.amountTotal),
        currency: session.currency,
        products: session.products,
      });
    },

    /**
     * A Stripe webhook delivery: verified on its raw body, and each event handled once (its id
     * is a unique key), in the transaction that takes the payment, so a retried delivery
     * changes nothing.
     */
    async stripeWebhook(rawBody, signature) {
      if (!stripe().enabled()) return fail(404, 'not_found', 'Stripe is not configured.');
      let event;
      try {
        event = stripe().verify(rawBody, signature);
      } catch (error) {
        return fail(400, 'invalid_signature', error.message);
      }
      if (await strapi.db.query(UID.event).findOne({ where: { eventId: event.id } })) {
        return answer(200, { received: true, duplicate: true });
      }
      await strapi.db.transaction(async () => {
        await create(UID.event, { eventId: event.id, type: event.type });
        const remote = event.data.object;
        const session = await sessionById(remote?.id);
        if (!session || session.provider !== 'stripe') return;
        if (PAID_EVENTS.includes(event.type) && remote.payment_status !== 'unpaid') {
          await takePayment(session, { paidAt: new Date(event.created * 1000), charged: true });
        } else if (event.type === 'checkout.session.expired') {
          await strapi.db
            .query(UID.session)
            .update({ where: { id: session.id, status: 'open' }, data: { status: 'expired' } });
        }
      });
      return answer(200, { received: true });
    },

    /**
     * The browser's order for a paid session: it gives the paid order its delivery details,
     * once. Every later call answers the same order (rule 9).
     */
    async createOrder(body) {
      if (!isRecord(body)) return fail(400, 'invalid_body', 'Expected a JSON object body');
      const { sessionId } = body;
      if (!nonEmptyString(sessionId)) return fail(400, 'invalid_order', 'sessionId is required');
      const placed = async (order, status) => {
        await orderPlaced(strapi, order);
        return answer(status, { message: 'Order created', id: order.id, sessionId });
      };

      const known = await orderOfSession(sessionId);
      if (known?.status === 'placed') return placed(known, 200);
      const session = await synced(await sessionById(sessionId));
      const existing = known ?? (await orderOfSession(sessionId));
      if (existing?.status === 'failed') {
        throw new rules.CartConflict(
          'codeNotValid',
          `The code ${existing.code} has been spent by another order.`,
        );
      }
      if (!session) return fail(404, 'session_not_found', `No such checkout session: ${sessionId}`);
      if (session.status !== 'complete') {
        return fail(409, 'payment_incomplete', 'The checkout session has not been paid.');
      }
      // Paid is paid: the order is checked against the session, not the catalog.
      rules.checkPaidOrder(body, {
        amountTotal: Number(session.amountTotal),
        products: session.products,
      });
      const reference = await orderReferenceOf(body);
      const placedAt = new Date();
      const details = {
        ...deliveryOf(body),
        ...(reference ? { pendingAt: reference.pendingAt } : {}),
        status: 'placed',
        placedAt,
        // The one-statement update below is beneath Strapi's own timestamps.
        updatedAt: placedAt,
      };
      try {
        const created = await strapi.db.transaction(async ({ trx }) => {
          if (existing) {
            const moved = await updateWhere(trx, UID.order, details, {
              id: existing.id,
              status: 'paid',
            });
            if (moved !== 1) return false;
          } else {
            // A session paid without its order (a payment provider's, before its webhook).
            await spendCode(trx, session);
            await create(UID.order, {
              ...orderFigures(session),
              paidAt: session.paidAt,
              ...details,
            });
          }
          // The order reference has become this order.
          if (reference)
            await deleteWhere(trx, UID.order, { id: reference.id, status: reference.status });
          return true;
        });
        return placed(await orderOfSession(sessionId), created ? 201 : 200);
      } catch (error) {
        // Another call placed this session's order first: the unique payment session refused this one.
        const winner = await orderOfSession(sessionId);
        if (winner && !(error instanceof rules.CartConflict)) return placed(winner, 200);
        throw error;
      }
    },
  };
};
