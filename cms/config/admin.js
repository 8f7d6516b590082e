const { required } = require('./lib/required');

module.exports = ({ env }) => ({
  // The site only reads the REST API. The admin panel needs its own build (`npm run build`
  // here) and is served when SERVE_ADMIN_PANEL=true.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', false),
  auth: { secret: required(env, 'ADMIN_JWT_SECRET', "signs the admin panel's sessions") },
  apiToken: { salt: required(env, 'API_TOKEN_SALT', 'hashes the API tokens') },
  transfer: {
    token: { salt: required(env, 'TRANSFER_TOKEN_SALT', 'hashes the data-transfer tokens') },
  },
  // Losing it makes every stored token unreadable: keep it with the database's backups.
  secrets: {
    encryptionKey: required(env, 'ENCRYPTION_KEY', 'encrypts the API tokens kept in the database'),
  },
  flags: { nps: false, promoteEE: false },
});
