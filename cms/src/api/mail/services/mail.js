const { createHash, randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const rules = require('../../../mail/rules.cjs');

const MESSAGE = 'api::contact-message.contact-message';
const UPLOAD = 'api::mail-upload.mail-upload';
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long one delivery may hold a message before another may try it. */
const CLAIM_MS = 2 * 60 * 1000;
/** A register and a sendmail of the same submission within this time are one enquiry. */
const SAME_ENQUIRY_MS = DAY_MS;
const FIELDS = Object.keys(rules.initialContactValues);
const LANGUAGES = rules.languageCodes;

const seconds = (name, fallback) => Number(process.env[name] || fallback) * 1000;

module.exports = ({ strapi }) => {
  /** Where uploads are kept: never under public/, which strapi::public serves. */
  const uploadsDir = () =>
    process.env.MAIL_UPLOADS_DIR || path.join(strapi.dirs.app.root, '.tmp', 'mail-uploads');

  let table;
  const recipientTable = () => {
    table ??= rules.recipientTableFrom(
      process.env.MAIL_RECIPIENTS ? JSON.parse(process.env.MAIL_RECIPIENTS) : undefined,
    );
    return table;
  };

  const headOf = (file) => {
    const handle = fs.openSync(file.filepath, 'r');
    try {
      const head = Buffer.alloc(rules.UPLOAD_SNIFF_BYTES);
      const read = fs.readSync(handle, head, 0, head.length, 0);
      return new Uint8Array(head.subarray(0, read));
    } finally {
      fs.closeSync(handle);
    }
  };

  /** The form's fields from a body: trimmed strings, anything else empty. */
  const valuesOf = (body) =>
    Object.fromEntries(
      FIELDS.map((field) => [field, typeof body[field] === 'string' ? body[field].trim() : '']),
    );

  /** The sender's language: the body's, or the first of the browser's the site speaks. */
  function languageOf(body, acceptLanguage) {
    if (LANGUAGES.includes(body.language)) return body.language;
    const asked = String(acceptLanguage || '')
      .split(',')
      .map((part) => part.split(';')[0].trim().toLowerCase().split('-')[0]);
    return asked.find((code) => LANGUAGES.includes(code)) || 'en';
  }

  /** The uploads a body's photos name, by the ids the upload answered; unknown ids are left out. */
  async function attachmentsOf(photos) {
    const keys = (Array.isArray(photos) ? photos : [])
      .map((photo) => (photo && typeof photo.id === 'string' ? photo.id : null))
      .filter(Boolean);
    if (keys.length === 0) return [];
    const rows = await strapi.db.query(UPLOAD).findMany({ where: { key: { $in: keys } } });
    return keys
      .map((key) => rows.find((row) => row.key === key))
      .filter(Boolean)
      .map(({ key, name, size, mime }) => ({ id: key, name, size, mime }));
  }

  /**
   * The same enquiry, whatever call brings it: its fields and attachments (never mailList,
   * which register has and sendmail has not, nor the language).
   */
  const fingerprintOf = (values, attachments) =>
    createHash('sha256')
      .update(JSON.stringify([values, attachments.map((file) => file.id)]))
      .digest('hex');

  async function receive(body, acceptLanguage, kind) {
    const problem = rules.contactProblem(body, kind);
    if (problem) return { problem };
    const values = valuesOf(body);
    const attachments = await attachmentsOf(body.photos);
    const fingerprint = fingerprintOf(values, attachments);
    const same = await strapi.db.query(MESSAGE).findOne({
      where: { fingerprint, createdAt: { $gt: new Date(Date.now() - SAME_ENQUIRY_MS) } },
      orderBy: { id: 'desc' },
    });
    if (same) return { message: same, isNew: false };
    // The browser's mailList is never read: the server routes by the owner's table.
    const recipients = rules.recipientsFor(
      { ...values, department: rules.departmentIdOf(values.department) },
      recipientTable(),
    );
    const message = await strapi.db.query(MESSAGE).create({
      data: {
        ...values,
        language: languageOf(body, acceptLanguage),
        recipients,
        attachments,
        fingerprint,
        sendmailReceived: kind === 'sendmail',
        departmentMail: 'pending',
        acknowledgement: 'pending',
        attempts: 0,
        // A registered enquiry waits for its sendmail; the outbox sends it if none comes.
        nextAttemptAt: new Date(
          Date.now() + (kind === 'register' ? seconds('MAIL_SENDMAIL_WAIT_SECONDS', 300) : 0),
        ),
      },
    });
    return { message, isNew: true };
  }

  async function sendDepartmentMail(message) {
    const parts = await rules.departmentMail(message, message.attachments || [], message.language);
    const attachments = (message.attachments || [])
      .map((file) => ({ ...file, file: path.join(uploadsDir(), file.id) }))
      .filter((file) => fs.existsSync(file.file))
      // Read here: Strapi's mailer takes no file paths.
      .map((file) => ({
        filename: file.name,
        content: fs.readFileSync(file.file),
        contentType: file.mime,
      }));
    await strapi
      .plugin('email')
      .service('email')
      .send({ to: message.recipients, replyTo: message.email, ...parts, attachments });
  }

  async function sendAcknowledgement(message) {
    const parts = await rules.acknowledgementMail(message, message.language);
    await strapi
      .plugin('email')
      .service('email')
      .send({ to: message.email, ...parts });
  }

  /** Seconds before the next try: doubling from MAIL_RETRY_SECONDS (60), at most six hours. */
  const backoff = (attempts) =>
    Math.min(
      seconds('MAIL_RETRY_SECONDS', 60) * 2 ** Math.max(attempts - 1, 0),
      6 * 60 * 60 * 1000,
    );

  /**
   * Sends what a message still owes, each mail once: a message is claimed first (one update that
   * only one caller wins), and each mail's state is saved as soon as it is sent, so a retry after
   * a failure sends only what failed.
   */
  async function deliver(id) {
    const now = new Date();
    const { count } = await strapi.db.query(MESSAGE).updateMany({
      where: {
        id,
        $or: [{ sendingUntil: { $null: true } }, { sendingUntil: { $lt: now } }],
      },
      data: { sendingUntil: new Date(now.getTime() + CLAIM_MS) },
    });
    if (count === 0) return;
    const message = await strapi.db.query(MESSAGE).findOne({ where: { id } });
    const save = (data) => strapi.db.query(MESSAGE).update({ where: { id }, data });
    try {
      if (message.departmentMail === 'pending') {
        await sendDepartmentMail(message);
        await save({ departmentMail: 'sent' });
      }
      if (message.acknowledgement === 'pending') {
        await sendAcknowledgement(message);
        await save({ acknowledgement: 'sent' });
      }
      await save({ sendingUntil: null, nextAttemptAt: null, lastError: null });
    } catch (error) {
      const attempts = (message.attempts || 0) + 1;
      strapi.log.warn(`Contact message ${id}: mail not sent (try ${attempts}): ${error.message}`);
      await save({
        attempts,
        lastError: String(error.message).slice(0, 1000),
        nextAttemptAt: new Date(Date.now() + backoff(attempts)),
        sendingUntil: null,
      });
    }
  }

  return {
    /** The owner's recipient lists, read once: a mistake in them stops the start (src/index.js). */
    recipientTable,

    async upload(files) {
      try {
        const sniffed = files.map((file) => ({
          file: { name: rules.cleanUploadName(file.originalFilename || ''), size: file.size },
          sniffed:
            file.size > 0 && file.size <= rules.MAX_UPLOAD_BYTES
              ? rules.sniffUpload(headOf(file))
              : null,
        }));
        const { refused } = rules.judgeUploads([], sniffed);
        const problem = rules.uploadProblem(refused);
        if (problem) return { problem };
        fs.mkdirSync(uploadsDir(), { recursive: true, mode: 0o700 });
        const records = [];
        for (const [index, file] of files.entries()) {
          const key = randomBytes(16).toString('hex');
          fs.copyFileSync(file.filepath, path.join(uploadsDir(), key));
          const record = {
            name: sniffed[index].file.name,
            size: file.size,
            mime: rules.uploadContentType(file.mimetype || '', sniffed[index].sniffed),
          };
          await strapi.db.query(UPLOAD).create({ data: { key, ...record } });
          records.push({ id: key, ...record });
        }
        return { records };
      } finally {
        for (const file of files) fs.rmSync(file.filepath, { force: true });
      }
    },

    /** Stores the enquiry and queues its mails; the same enquiry again is the stored one. */
    async register(body, acceptLanguage) {
      const result = await receive(body, acceptLanguage, 'register');
      return result.problem ? result : { id: result.message.id };
    },

    /** Stores the enquiry when register did not, and sends what it still owes now. */
    async sendmail(body, acceptLanguage) {
      const result = await receive(body, acceptLanguage, 'sendmail');
      if (result.problem) return result;
      const { message } = result;
      if (!result.isNew && !message.sendmailReceived) {
        await strapi.db
          .query(MESSAGE)
          .update({ where: { id: message.id }, data: { sendmailReceived: true } });
      }
      await deliver(message.id);
      return { id: message.id };
    },

    /** The outbox: every message owing a mail whose next try is due, oldest first. */
    async sendDue() {
      const due = await strapi.db.query(MESSAGE).findMany({
        where: {
          $or: [{ departmentMail: 'pending' }, { acknowledgement: 'pending' }],
          nextAttemptAt: { $lte: new Date() },
        },
        orderBy: { id: 'asc' },
        limit: 20,
      });
      for (const { id } of due) await deliver(id);
    },

    /**
     * Deletes the uploads older than MAIL_UPLOAD_RETENTION_DAYS, files and records; by default
     * core's UPLOAD_RETENTION_DAYS, which the privacy policy states.
     */
    async deleteExpiredUploads() {
      const days = Number(process.env.MAIL_UPLOAD_RETENTION_DAYS || rules.UPLOAD_RETENTION_DAYS);
      const old = await strapi.db.query(UPLOAD).findMany({
        where: { createdAt: { $lt: new Date(Date.now() - days * DAY_MS) } },
      });
      for (const { id, key } of old) {
        fs.rmSync(path.join(uploadsDir(), key), { force: true });
        await strapi.db.query(UPLOAD).delete({ where: { id } });
      }
    },
  };
};
