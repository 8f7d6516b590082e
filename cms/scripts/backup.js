#!/usr/bin/env node
/**
 * `npm run backup -- <folder>` (in cms/): the whole CMS, with the database's own tools, into a
 * new folder: the catalog, the tokens, the administrators and every other table, and the media
 * library's files. SQLite is copied with its online backup, so the CMS may keep serving;
 * PostgreSQL with pg_dump. Keep ENCRYPTION_KEY with it: the tokens are stored encrypted.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { configuredDatabase, UPLOADS } = require('./database');

async function backup(folder) {
  if (!folder) throw new Error('Say where: npm run backup -- <new folder>');
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    throw new Error(`${folder} is not empty: a backup goes into a new folder.`);
  }
  fs.mkdirSync(folder, { recursive: true });
  const database = configuredDatabase();
  if (database.client === 'sqlite') {
    const Database = require('better-sqlite3');
    const source = new Database(database.file, { readonly: true, fileMustExist: true });
    await source.backup(path.join(folder, 'database.sqlite'));
    source.close();
  } else {
    execFileSync(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        `--file=${path.join(folder, 'database.pgdump')}`,
        database.url,
      ],
      {
        stdio: 'inherit',
      },
    );
  }
  if (fs.existsSync(UPLOADS)) fs.cpSync(UPLOADS, path.join(folder, 'uploads'), { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'backup.json'),
    JSON.stringify({ client: database.client, madeAt: new Date().toISOString() }, null, 2),
  );
  console.log(`Backed up the ${database.client} database and the media files to ${folder}.`);
}

backup(process.argv[2]).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
