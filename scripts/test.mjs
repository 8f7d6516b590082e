// `npm test`: every check of the project, in order, failing on the first broken step.
// Ends with one plain line "N passed, N failed" counting every test case that ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'reports';
rmSync(`${reports}/results`, { recursive: true, force: true });
mkdirSync(`${reports}/results`, { recursive: true });

const steps = [
  ['browser and fonts', 'node scripts/ensure-browser.mjs'],
  ['lint', 'npx eslint . && npx prettier --check . --log-level warn'],
  ['typecheck', 'npx tsc -p .'],
  [
    'unit tests with coverage',
    `npx vitest run --project unit --coverage --reporter=default --reporter=json --outputFile.json=${reports}/results/unit.json`,
  ],
  [
    'storybook interaction and a11y tests',
    `npx vitest run --project storybook --reporter=dot --reporter=json --outputFile.json=${reports}/results/storybook.json`,
  ],
  ['storybook build', 'npx storybook build --quiet -o storybook-static'],
  [
    'e2e',
    'npx playwright test -c tests/playwright.config.ts --project desktop --project mobile --project demo',
  ],
  // Needs storybook-static from the storybook build step; compares with committed baselines.
  ['visual regression', `npx playwright test -c tests/visual.config.ts`],
  // Last: the one measurement that depends on the speed of the machine it runs on, so every
  // check that does not has given its verdict first.
  [
    'lighthouse',
    'E2E_RESULTS=lighthouse-tests npx playwright test -c tests/playwright.config.ts --project lighthouse --workers 1',
  ],
];

const only = process.env.TEST_STEPS?.split(',');
const timings = [];
let failedStep;
for (const [name, command] of steps) {
  if (only && !only.some((wanted) => name.includes(wanted))) continue;
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name} ${seconds}s`);
  if (result.status !== 0) {
    failedStep = name;
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    break;
  }
}

function count(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return read(JSON.parse(readFileSync(file, 'utf8')));
}
const vitestCounts = (json) => ({
  passed: json.numPassedTests ?? 0,
  failed: json.numFailedTests ?? 0,
});
const playwrightCounts = (json) => ({
  passed: (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0),
  failed: json.stats?.unexpected ?? 0,
});
const totals = [
  count(`${reports}/results/unit.json`, vitestCounts),
  count(`${reports}/results/storybook.json`, vitestCounts),
  count(`${reports}/results/e2e.json`, playwrightCounts),
  count(`${reports}/results/lighthouse-tests.json`, playwrightCounts),
  count(`${reports}/results/visual.json`, playwrightCounts),
].reduce((sum, next) => ({ passed: sum.passed + next.passed, failed: sum.failed + next.failed }));

console.log(`\nsteps: ${timings.join(', ')}`);
if (failedStep) console.log(`failed step: ${failedStep}`);
const failed = totals.failed + (failedStep && totals.failed === 0 ? 1 : 0);
console.log(`${totals.passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
