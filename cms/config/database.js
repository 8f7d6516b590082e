const path = require('node:path');
const { required } = require('./lib/required');

// SQLite by default, in one file; PostgreSQL or MySQL through Strapi's own DATABASE_* variables
// (cms/README.md, "Outgrowing one machine").
module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  // Never a well-known default; a DATABASE_URL carries its own.
  const password =
    client === 'sqlite' || env('DATABASE_URL')
      ? undefined
      : required(env, 'DATABASE_PASSWORD', "the database user's password");
  const connections = {
    sqlite: {
      connection: {
        filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
    postgres: {
      connection: {
        connectionString: env('DATABASE_URL'),
        host: env('DATABASE_HOST', 'localhost'),
        port: env.int('DATABASE_PORT', 5432),
        database: env('DATABASE_NAME', 'strapi'),
        user: env('DATABASE_USERNAME', 'strapi'),
        password,
        ssl: env.bool('DATABASE_SSL', false) && {
          rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
        },
        schema: env('DATABASE_SCHEMA', 'public'),
      },
      pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
    },
    mysql: {
      connection: {
        host: env('DATABASE_HOST', 'localhost'),
        port: env.int('DATABASE_PORT', 3306),
        database: env('DATABASE_NAME', 'strapi'),
        user: env('DATABASE_USERNAME', 'strapi'),
        password,
      },
      pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
    },
  };
  return {
    connection: { client, ...connections[client] },
    acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
  };
};
