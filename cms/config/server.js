const { required } = require('./lib/required');
const tasks = require('./cron-tasks');

// Secrets come from the environment (cms/.env, written on the first `npm run cms`); none is committed.
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // The address shoppers and editors reach the CMS at, behind its TLS proxy: the admin's
  // cookies and the links Strapi writes depend on it.
  url:
    required(env, 'PUBLIC_URL', "the CMS's public address, such as https://cms.example.com") ?? '',
  // Behind a proxy, the client's address and protocol come from its X-Forwarded-* headers
  // (the rate limits count clients by address).
  proxy: { koa: env.bool('IS_PROXIED', false), maxIpsCount: env.int('PROXY_COUNT', 1) },
  // The shop's sweep of unpaid sessions and order references (config/cron-tasks.js); the mail
  // service's outbox and the deletion of old contact uploads (src/mail/schedule.js).
  cron: { enabled: env.bool('CRON_ENABLED', true), tasks },
  // The media library's files live in `<PUBLIC_DIR>/uploads`: one folder per instance, so two
  // CMSs on one machine (or a backup and a restore running at once) never share them.
  dirs: { public: env('PUBLIC_DIR', './public') },
  app: {
    keys:
      required(env, 'APP_KEYS', 'the session keys, four random strings') && env.array('APP_KEYS'),
  },
});
