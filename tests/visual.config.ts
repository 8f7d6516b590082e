import { defineConfig } from '@playwright/test';
import { backEnds, buildAndServe, chromium, mockApiServer } from './servers';

/**
 * Visual regression: every Storybook story (from the static build) and the site's pages,
 * compared with the committed baselines in tests/visual/__screenshots__.
 * `npm run test:visual` compares; `npm run test:visual:update` rewrites the baselines.
 */
const storybookPort = Number(process.env.VISUAL_STORYBOOK_PORT ?? 6007);
const sitePort = Number(process.env.VISUAL_SITE_PORT ?? 4183);
/** Everything that could change pixels between machines or runs is pinned. */
const stable = {
  ...chromium,
  // Rasterized in one thread, whole, with no runtime shortcuts: the same story gave pictures one
  // shade apart on a few pixels from run to run (26 to 31 of CheckoutFlow's 108), which passed
  // only by a pixel comparison after a second capture; now every picture is byte for byte its
  // baseline (0 of 108 in two runs), and a difference is a real one.
  launchOptions: {
    ...chromium.launchOptions,
    args: [
      ...chromium.launchOptions.args,
      '--num-raster-threads=1',
      '--disable-partial-raster',
      '--disable-skia-runtime-opts',
      '--force-color-profile=srgb',
    ],
  },
  browserName: 'chromium' as const,
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  locale: 'en-US',
  timezoneId: 'UTC',
  colorScheme: 'light' as const,
  serviceWorkers: 'allow' as const,
};

/** The static Storybook, built by `npm test`'s "storybook build" step (or `npm run build-storybook`). */
export const storybookServer = {
  command: `node scripts/serve-static.mjs storybook-static ${storybookPort}`,
  cwd: '..',
  url: `http://localhost:${storybookPort}/index.json`,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
};

export default defineConfig({
  testDir: '.',
  testMatch: 'visual/**/*.spec.ts',
  snapshotPathTemplate: '{testDir}/visual/__screenshots__/{testFileName}/{arg}{ext}',
  fullyParallel: true,
  workers: 3,
  // As in e2e: on these noisy 2-core machines a timing-sensitive play function can miss once
  // under load; CI runs a failed test once more, and the report marks it flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {
    // A tall story (dozens of product cards) takes seconds to capture twice on 2 cores.
    timeout: 20_000,
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  reporter: [
    ['list'],
    ['json', { outputFile: '../reports/results/visual.json' }],
    ['html', { outputFolder: '../playwright-report/visual', open: 'never' }],
  ],
  // Its own folder, so an e2e run (which empties ../test-results) never removes it mid-run.
  outputDir: 'visual/test-results',
  // No trace: recording one for every screenshot test costs more than the test; the expected,
  // actual and diff images in the report are the evidence.
  use: { trace: 'off', ...stable },
  projects: [
    {
      name: 'stories',
      workers: 3,
      testMatch: 'visual/stories.spec.ts',
      use: {
        ...stable,
        baseURL: `http://localhost:${storybookPort}`,
        viewport: { width: 1024, height: 768 },
      },
    },
    {
      name: 'pages',
      testMatch: 'visual/pages.spec.ts',
      use: {
        ...stable,
        baseURL: `http://localhost:${sitePort}`,
        viewport: { width: 1280, height: 800 },
        // The site's CSP forbids inline styles; the tests add one to hide videos.
        bypassCSP: true,
      },
    },
  ],
  webServer: [
    storybookServer,
    mockApiServer(true),
    {
      // With `REUSE_BUILDS`, the e2e build already there (the same back ends and origin).
      command: buildAndServe(process.env.REUSE_BUILDS ? 'dist-e2e' : 'dist-visual', sitePort),
      cwd: '..',
      url: `http://localhost:${sitePort}`,
      env: backEnds,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
