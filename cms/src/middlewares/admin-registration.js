const { errors } = require('@strapi/utils');

/**
 * Strapi's admin API lets the first caller of `register-admin` make themselves super
 * administrator while the database has none, whether or not the admin panel is served. Here it
 * never does: the first administrator is made on the server, from ADMIN_EMAIL and
 * ADMIN_PASSWORD or with `npm run admin` in cms/ (docs/security.md).
 */
module.exports = () => async (ctx, next) => {
  if (ctx.method === 'POST' && ctx.path === '/admin/register-admin') {
    throw new errors.ForbiddenError(
      'The first administrator is made on the server (npm run admin, in cms/), not through the API.',
    );
  }
  await next();
};
