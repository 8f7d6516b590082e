// Secrets come from the environment (cms/.env, written on the first `npm run cms`); none is committed.
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS') },
});
