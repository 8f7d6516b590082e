import { defineConfig, devices } from '@playwright/test';
import { buildAndServe, chromium } from './servers';
import { CMS_E2E, cmsApi, cmsShop } from './cms/cmsSite';

/*
 * The site on the real CMS (issues 27, 42 and 44): Strapi 5 from `cms/` on a fresh SQLite file,
 * seeded from the demo catalog, serving the catalog, the shop and the mail service, its mails
 * caught by the mail catcher `npm run cms` starts; the production build pointed at it. Started in
 * this order: the build needs the token the CMS makes.
 */
const { cmsPort, smtpPort, mailWebPort, sitePort, dataDir } = CMS_E2E;
const readToken = `node -p "require('./${dataDir}/tokens.json').site"`;

export default defineConfig({
  testDir: './cms',
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../reports/results/cms-e2e.json' }]],
  outputDir: '../test-results/cms',
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL: `http://localhost:${sitePort}`,
    ...chromium,
  },
  webServer: [
    {
      command: 'npx tsx scripts/cms.ts --fresh',
      cwd: '..',
      url: `http://127.0.0.1:${cmsPort}/_health`,
      env: {
        CMS_PORT: String(cmsPort),
        CMS_DATA_DIR: dataDir,
        CORS_ORIGINS: `http://localhost:${sitePort}`,
        MAIL_CATCHER_SMTP_PORT: String(smtpPort),
        MAIL_CATCHER_WEB_PORT: String(mailWebPort),
        // The outbox each second, so that a mail the catcher missed is not waited on for a minute.
        MAIL_OUTBOX_RULE: '* * * * * *',
      },
      reuseExistingServer: false,
      // The first run installs the CMS's packages.
      timeout: 900_000,
    },
    {
      command: `VITE_CONTENT_TOKEN=$(${readToken}) ${buildAndServe('dist-cms', sitePort)}`,
      cwd: '..',
      url: `http://localhost:${sitePort}`,
      env: {
        VITE_CONTENT_URL: `http://127.0.0.1:${cmsPort}/api`,
        VITE_MEDIA_URL: `http://127.0.0.1:${cmsPort}`,
        VITE_SHOP_URL: cmsShop,
        VITE_MAIL_URL: `${cmsApi}/mail`,
        VITE_SITE_URL: `http://localhost:${sitePort}`,
      },
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
