/**
 * `npm run cms:import-codes -- codes.csv`: an owner's prize codes into the CMS's database
 * (cms/scripts/import-codes.js). The same database as `npm run cms`: CMS_DATA_DIR (default
 * cms/.tmp), or Strapi's own DATABASE_* variables.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { CMS_DIR, buildCmsRules, cmsDataDir } from './start.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run cms:import-codes -- codes.csv');
  process.exit(1);
}
buildCmsRules();
const dataDir = cmsDataDir(process.env.CMS_DATA_DIR);
const result = spawnSync(process.execPath, ['scripts/import-codes.js', resolve(file)], {
  cwd: CMS_DIR,
  stdio: 'inherit',
  env: {
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: join(dataDir, 'data.db'),
    // Required of a production start (docs/security.md); the import serves nothing.
    PUBLIC_URL: 'http://127.0.0.1',
    SHOP_DEMO_PAYMENTS: '1',
    ...process.env,
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
  },
});
process.exit(result.status ?? 1);
