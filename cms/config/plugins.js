// The shop has no accounts: Strapi's users and permissions plugin, with its public sign-up and
// its user and role lists, is off. The content API is read with API tokens only (src/tokens.js).
module.exports = () => ({
  'users-permissions': { enabled: false },
});
