const path = require('node:path');

/**
 * The database the CMS is configured for, read from the same variables as config/database.js,
 * for the backup and restore commands.
 */
function configuredDatabase(env = process.env) {
  const client = env.DATABASE_CLIENT ?? 'sqlite';
  if (client === 'sqlite') {
    const file = path.resolve(__dirname, '..', env.DATABASE_FILENAME ?? '.tmp/data.db');
    return { client, file };
  }
  if (client !== 'postgres') {
    throw new Error(`Backups are made for sqlite and postgres; DATABASE_CLIENT is ${client}.`);
  }
  const url =
    env.DATABASE_URL ??
    `postgres://${encodeURIComponent(env.DATABASE_USERNAME ?? 'strapi')}:${encodeURIComponent(env.DATABASE_PASSWORD ?? '')}` +
      `@${env.DATABASE_HOST ?? 'localhost'}:${env.DATABASE_PORT ?? 5432}/${env.DATABASE_NAME ?? 'strapi'}`;
  return { client, url };
}

/** The media library's files, where config/server.js puts them (PUBLIC_DIR). */
const UPLOADS = path.resolve(__dirname, '..', process.env.PUBLIC_DIR ?? 'public', 'uploads');

module.exports = { configuredDatabase, UPLOADS };
