import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

const sitePort = Number(process.env.E2E_PORT ?? 4173);
const demoPort = sitePort + 1;
const apiPort = Number(process.env.MOCK_API_PORT ?? 8787);
export const api = `http://localhost:${apiPort}`;

/** The production build, pointed at the demo back ends over a real HTTP boundary. */
const backEnds = {
  VITE_CONTENT_URL: `${api}/content/api`,
  VITE_CONTENT_TOKEN: 'demo-read-only-token',
  VITE_MEDIA_URL: `${api}/content`,
  VITE_SHOP_URL: `${api}/shop`,
  VITE_MAIL_URL: `${api}/mail`,
};

const buildAndServe = (outDir: string, port: number) =>
  `npx vite build --config app/vite.config.ts --outDir ${outDir} --logLevel warn && ` +
  `npx vite preview --config app/vite.config.ts --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`;

const chromium = { launchOptions: { executablePath: chromiumPath, args: chromiumArgs } };

export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: '../reports/results/e2e.json' }],
    ['html', { outputFolder: '../playwright-report', open: 'never' }],
  ],
  outputDir: '../test-results',
  use: { trace: 'retain-on-failure', ...chromium },
  projects: [
    {
      name: 'desktop',
      testMatch: ['e2e/**/*.spec.ts', 'budget/**/*.spec.ts'],
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
      use: {
        ...devices['Pixel 7'],
        channel: undefined,
        baseURL: `http://localhost:${sitePort}`,
        ...chromium,
      },
    },
    {
      name: 'demo',
      testMatch: ['demo/**/*.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${demoPort}`,
        ...chromium,
      },
    },
  ],
  webServer: [
    {
      command: 'npx tsx mocks/src/server/http.ts',
      cwd: '..',
      url: `${api}/content/uploads/logo.svg`,
      env: { MOCK_API_PORT: String(apiPort) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: buildAndServe('dist-e2e', sitePort),
      cwd: '..',
      url: `http://localhost:${sitePort}`,
      env: backEnds,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: buildAndServe('dist-demo', demoPort),
      cwd: '..',
      url: `http://localhost:${demoPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
