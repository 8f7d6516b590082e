/**
 * What a start does before the CMS listens, on an owner's server as in the demo
 * (docs/security.md): Strapi's own default tokens, which it makes on the very first start
 * ("Read Only" reads every `find` route; "Full Access" writes everything), are revoked while no
 * administrator exists yet; and the first administrator is made from ADMIN_EMAIL and
 * ADMIN_PASSWORD when they are set. Nobody can make one through the API
 * (middlewares/admin-registration.js).
 */
const STRAPI_DEFAULT_TOKENS = ['Read Only', 'Full Access'];

async function revokeDefaultTokens(strapi) {
  const service = strapi.service('admin::api-token-content-api');
  for (const name of STRAPI_DEFAULT_TOKENS) {
    const token = await service.getByName(name);
    if (token?.description?.startsWith('A default API token')) await service.revoke(token.id);
  }
}

async function makeFirstAdministrator(strapi, { email, password }) {
  const users = strapi.admin.services.user;
  const role = await strapi.admin.services.role.getSuperAdmin();
  await users.create({
    email,
    password,
    firstname: 'Owner',
    roles: [role.id],
    isActive: true,
    registrationToken: null,
  });
  strapi.log.info(`[administrators] the first administrator, ${email}, was made.`);
}

async function secureAdministration(strapi, env = process.env) {
  if ((await strapi.admin.services.user.count()) > 0) return;
  await revokeDefaultTokens(strapi);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await makeFirstAdministrator(strapi, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  }
}

module.exports = { secureAdministration };
