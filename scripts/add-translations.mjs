// Adds keys to every locale at once, so no language is ever left without them:
//   node scripts/add-translations.mjs new-keys.json
// where new-keys.json is { "<namespace>": { "<dotted.key>": { "en": "…", "ar": "…", … } } }.
// Safe to run from several shells at the same time (a lock directory serialises writers).
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const languages = ['en', 'ar', 'ru', 'hi', 'zh', 'ja', 'ko'];
const root = new URL('../packages/i18n/src/locales/', import.meta.url);
const lock = new URL('.add-translations.lock', root);

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/add-translations.mjs new-keys.json');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(file, 'utf8'));

for (const [namespace, keys] of Object.entries(additions)) {
  for (const [key, values] of Object.entries(keys)) {
    const missing = languages.filter(
      (language) => typeof values[language] !== 'string' || values[language] === '',
    );
    if (missing.length > 0)
      throw new Error(`${namespace}:${key} has no text for ${missing.join(', ')}`);
  }
}

for (let attempt = 0; ; attempt++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (attempt > 200)
      throw new Error(`${lock.pathname} is held; remove it if no writer is running`);
    await sleep(50);
  }
}
try {
  for (const [namespace, keys] of Object.entries(additions)) {
    for (const language of languages) {
      const path = new URL(`${language}/${namespace}.json`, root);
      const data = JSON.parse(readFileSync(path, 'utf8'));
      for (const [key, values] of Object.entries(keys)) {
        const parts = key.split('.');
        let node = data;
        for (const part of parts.slice(0, -1)) node = node[part] ??= {};
        node[parts.at(-1)] = values[language];
      }
      writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
    }
    console.log(`${namespace}: ${Object.keys(keys).join(', ')}`);
  }
} finally {
  rmdirSync(lock);
}
