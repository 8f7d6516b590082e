// The mail service the site calls without a token (VITE_MAIL_URL = <origin>/api/mail), at the
// paths of the demo's (docs/contracts.md §4). Uploads and registrations are counted per client.
const limited = (bucket) => [{ name: 'api::mail.rate-limit', config: { bucket } }];

const route = (path, handler, middlewares = []) => ({
  method: 'POST',
  path: `/mail${path}`,
  handler: `mail.${handler}`,
  config: { auth: false, middlewares },
});

module.exports = {
  routes: [
    route('/upload', 'upload', limited('upload')),
    route('/auth/register', 'register', limited('register')),
    route('/auth/sendmail', 'sendmail'),
  ],
};
