const { ordersList, sendDueOrderMails } = require('./orders');

/**
 * The mail service's timed work (cms/README.md, "The mail service"): the outbox sends what a
 * down mail server kept back, contact and order mails, every MAIL_OUTBOX_RULE (a cron rule
 * with seconds; default each minute), and contact uploads past their retention are deleted
 * each night. The owner's recipient lists are read first, so that a mistake in them stops the
 * start, naming the list.
 */
function scheduleMail(strapi) {
  const mail = () => strapi.service('api::mail.mail');
  mail().recipientTable();
  ordersList();
  strapi.cron.add({
    mailOutbox: {
      task: async () => {
        await mail().sendDue();
        await sendDueOrderMails(strapi);
      },
      options: { rule: process.env.MAIL_OUTBOX_RULE || '0 * * * * *' },
    },
    mailUploadRetention: {
      task: () => mail().deleteExpiredUploads(),
      options: { rule: process.env.MAIL_RETENTION_RULE || '0 30 3 * * *' },
    },
  });
}

module.exports = { scheduleMail };
