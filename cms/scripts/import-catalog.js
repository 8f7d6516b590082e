#!/usr/bin/env node
/**
 * `npm run import -- <catalog.json> [--yes]` (in cms/): an owner's import of a catalog in the
 * seed's shape (cms/README.md, "Importing a catalog"). It first lists every entry it would
 * create and every field it would change, from what to what; only with --yes does it write them.
 * Unlike the demo's seed, which only fills what is missing, it changes existing entries.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');
const { planImport } = require('./importPlan');

async function main([file, ...flags]) {
  if (!file) throw new Error('Say which catalog: npm run import -- <catalog.json> [--yes]');
  const catalog = JSON.parse(fs.readFileSync(file, 'utf8'));
  const appDir = path.resolve(__dirname, '..');
  const strapi = await createStrapi({ appDir, distDir: appDir }).load();
  try {
    const plan = await planImport(strapi, catalog);
    for (const line of plan.lines) console.log(line);
    if (plan.writes.length === 0) return console.log('Nothing to change.');
    if (!flags.includes('--yes')) {
      return console.log(`\n${plan.writes.length} changes. Run again with --yes to write them.`);
    }
    for (const write of plan.writes) await write();
    console.log(`\nWrote ${plan.writes.length} changes.`);
  } finally {
    await strapi.destroy();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
