module.exports = ({ env }) => ({
  // The site only reads the REST API. The admin panel needs its own build (`npm run build`
  // here) and is served when SERVE_ADMIN_PANEL=true.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', false),
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
});
