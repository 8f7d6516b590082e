import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { backEnds, buildAndServe, chromium, demoBuild, mockApiServer, ports } from './servers';

const { site: sitePort, demo: demoPort, lighthouse: lighthousePort } = ports;
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  // One worker per core this process may use (`taskset` and CI's CPU limits count): the browser
  // steps are CPU-bound, so a third worker on 2 cores gained nothing (223.7 s against 214.6 s
  // for the same 62 tests), and two workers on one core took 519 s and failed 12 of them on
  // their timeouts, where one worker took 354 s and passed all 62 (issue 46).
  workers: availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    // `npm test` runs the Lighthouse project as a step of its own, with its own results file.
    ['json', { outputFile: `../reports/results/${process.env.E2E_RESULTS ?? 'e2e'}.json` }],
    ['html', { outputFolder: '../playwright-report', open: 'never' }],
  ],
  outputDir: '../test-results',
  // A trace of every test costs a third of the e2e time on these machines (cart.spec.ts on the
  // desktop project: 131 s summed with 'retain-on-failure', 85 s with 'on-first-retry').
  // CI retries a failed test once, and that retry records the trace.
  use: { trace: 'on-first-retry', ...chromium },
  projects: [
    {
      name: 'desktop',
      testMatch: ['e2e/**/*.spec.ts', 'budget/bundle.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${sitePort}`,
        ...chromium,
      },
    },
    {
      name: 'mobile',
      testMatch: ['e2e/**/*.spec.ts'],
      // On a phone, the flows whose layout or input differ there (navigation menu, cart drawer,
      // checkout and contact forms, language switcher, payment) and one pass over every route,
      // each tagged `@phone`. The rules behind them are the same on every screen and run on
      // the desktop project.
      grep: /@phone/,
      use: {
        ...devices['Pixel 7'],
        channel: undefined,
        baseURL: `http://localhost:${sitePort}`,
        ...chromium,
      },
    },
    {
      // Lighthouse times the page on a simulated phone: it runs alone (`--workers 1`), so
      // that another test's CPU use never counts against the page, and against the same build
      // served as a static host serves it (compressed, hashed files cached).
      name: 'lighthouse',
      testMatch: ['budget/lighthouse.spec.ts'],
      use: { baseURL: `http://localhost:${lighthousePort}`, ...chromium },
    },
    {
      name: 'demo',
      // Demo mode's own specs, and what the take-over keeps: demo mode takes the page over later.
      testMatch: ['demo/**/*.spec.ts', 'e2e/takeOver.spec.ts'],
      grep: /@demo/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${demoPort}`,
        ...chromium,
      },
    },
  ],
  webServer: [
    mockApiServer(!process.env.CI),
    {
      command: buildAndServe('dist-e2e', sitePort),
      cwd: '..',
      url: `http://localhost:${sitePort}`,
      env: backEnds,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `node scripts/serve-static.mjs app/dist-e2e ${lighthousePort} --site`,
      cwd: '..',
      url: `http://localhost:${lighthousePort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: buildAndServe('dist-demo', demoPort),
      cwd: '..',
      url: `http://localhost:${demoPort}`,
      env: demoBuild,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // After the demo's build: the demo as a host serves it, for the Lighthouse step's figures.
      command: `node scripts/serve-static.mjs app/dist-demo ${ports.demoLighthouse} --site`,
      cwd: '..',
      url: `http://localhost:${ports.demoLighthouse}`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
