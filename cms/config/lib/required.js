/**
 * A production start refuses to run without what it cannot guess: each secret, the public
 * address and the database's password. Strapi prints the message and exits, naming the variable,
 * instead of starting with an empty secret or a well-known password.
 */
const isProduction = () => process.env.NODE_ENV === 'production';

function required(env, name, why) {
  const value = env(name);
  if (isProduction() && (value === undefined || value === '')) {
    throw new Error(`Set ${name} before a production start: ${why} (docs/security.md).`);
  }
  return value;
}

module.exports = { required, isProduction };
