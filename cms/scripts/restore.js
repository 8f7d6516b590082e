#!/usr/bin/env node
/**
 * `npm run restore -- <folder>` (in cms/): puts back what `npm run backup` saved, replacing the
 * configured database's content and the media library's files. Stop the CMS first; start it with
 * the ENCRYPTION_KEY it had, or its tokens cannot be read.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { configuredDatabase, UPLOADS } = require('./database');

function restore(folder) {
  if (!folder) throw new Error('Say which backup: npm run restore -- <backup folder>');
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'backup.json'), 'utf8'));
  const database = configuredDatabase();
  if (manifest.client !== database.client) {
    throw new Error(
      `${folder} holds a ${manifest.client} backup; this CMS is on ${database.client}.`,
    );
  }
  if (database.client === 'sqlite') {
    fs.mkdirSync(path.dirname(database.file), { recursive: true });
    for (const suffix of ['-wal', '-shm', '-journal'])
      fs.rmSync(database.file + suffix, { force: true });
    fs.copyFileSync(path.join(folder, 'database.sqlite'), database.file);
  } else {
    execFileSync(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        `--dbname=${database.url}`,
        path.join(folder, 'database.pgdump'),
      ],
      { stdio: 'inherit' },
    );
  }
  const uploads = path.join(folder, 'uploads');
  if (fs.existsSync(uploads)) fs.cpSync(uploads, UPLOADS, { recursive: true });
  console.log(`Restored the ${database.client} database and the media files from ${folder}.`);
}

try {
  restore(process.argv[2]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
