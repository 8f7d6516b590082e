// `npm run test:quick`: the daily loop. Lint and Prettier on the changed files, the types, the
// unit tests and the stories that the change reaches through its imports (Vitest's --changed),
// and the e2e specs of the areas it touches, on the desktop project. "Changed" is everything that
// differs from the base (HEAD unless `--base REV`), including files git does not track yet.
// `npm test` remains the whole check.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const baseIndex = process.argv.indexOf('--base');
const base = baseIndex > 0 ? process.argv[baseIndex + 1] : 'HEAD';

const git = (command) => execSync(`git ${command}`, { encoding: 'utf8' }).split('\n');
const changed = [
  ...git(`diff --name-only ${base}`),
  ...git('ls-files --others --exclude-standard'),
].filter((file) => file && existsSync(file));

if (changed.length === 0) {
  console.log(`test:quick: nothing differs from ${base}`);
  process.exit(0);
}

/**
 * The e2e specs of an area, by the words in a changed file's path. A change to a spec runs that
 * spec; a change elsewhere in the site runs the routes spec, which opens every page.
 */
const areas = [
  [/checkout|payment|coupon|prize|order|stripe/i, ['e2e/checkout.spec.ts']],
  [/cart|storage|persist/i, ['e2e/cart.spec.ts', 'e2e/storage.spec.ts']],
  [/contact|mail|upload/i, ['e2e/contact.spec.ts']],
  [/i18n|language|locale/i, ['e2e/languages.spec.ts']],
  [/a11y|axe/i, ['e2e/a11y.spec.ts']],
  [/keyboard|focus/i, ['e2e/keyboard.spec.ts']],
];
const specs = new Set();
for (const file of changed) {
  if (/^tests\/e2e\/.*\.spec\.ts$/.test(file)) specs.add(file.replace(/^tests\//, ''));
  if (!/^(app|packages|mocks)\//.test(file) || /\.(stories|test)\.tsx?$/.test(file)) continue;
  const matched = areas.filter(([pattern]) => pattern.test(file));
  for (const [, ofArea] of matched) for (const spec of ofArea) specs.add(spec);
  if (matched.length === 0) specs.add('e2e/routes.spec.ts');
}

const code = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
const quote = (files) => files.map((file) => `'${file}'`).join(' ');
const steps = [
  ['lint', code.length > 0 && `npx eslint ${quote(code)}`],
  ['format', `npx prettier --check --ignore-unknown ${quote(changed)}`],
  ['typecheck', 'npx tsc -b'],
  ['unit', `npx vitest run --project unit --changed ${base} --passWithNoTests`],
  ['stories', `npx vitest run --project storybook --changed ${base} --passWithNoTests`],
  [
    'e2e',
    specs.size > 0 &&
      `npx playwright test -c tests/playwright.config.ts --project=desktop ${[...specs].join(' ')}`,
  ],
].filter(([, command]) => command);

console.log(`test:quick: ${changed.length} changed files since ${base}`);
for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(1);
  }
  console.log(`✔ ${name} ${seconds}s`);
}
