/**
 * `npm run start:cms`: the site on the real CMS. Strapi 5 (`cms/`, seeded from the demo
 * catalog and its prize codes) serves the catalog and the shop API (demo card payments, orders
 * in its database), the demo back ends serve the mail, and the production build pointed at both
 * is served on http://localhost:4173 (PORT to change it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { DEFAULT_MOCK_API_PORT } from '@rimal/mocks';
import { startMockHttpServer } from '@rimal/mocks/server';
import { DEFAULT_CMS_PORT, startCms } from './cms/start.ts';

const port = process.env.PORT ?? '4173';
const site = `http://localhost:${port}`;
// The demo mail first: a port already taken stops the command before Strapi starts.
const mail = await startMockHttpServer({
  port: Number(process.env.MOCK_API_PORT ?? DEFAULT_MOCK_API_PORT),
  scenarios: '',
});
const cms = await startCms({
  port: Number(process.env.CMS_PORT ?? DEFAULT_CMS_PORT),
  dataDir: process.env.CMS_DATA_DIR,
  corsOrigins: [site],
});
console.log(`Strapi 5 (catalog and shop) on ${cms.origin}; the demo mail on ${mail.url}`);

const env = {
  ...process.env,
  VITE_CONTENT_URL: cms.apiUrl,
  VITE_CONTENT_TOKEN: cms.tokens.site,
  VITE_MEDIA_URL: cms.origin,
  VITE_SHOP_URL: cms.shopUrl,
  VITE_MAIL_URL: mail.endpoints.mail,
  VITE_SITE_URL: process.env.VITE_SITE_URL ?? site,
};
const build = spawnSync('npx vite build --config app/vite.config.ts', {
  shell: true,
  stdio: 'inherit',
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const preview = spawn(
  `npx vite preview --config app/vite.config.ts --port ${port} --strictPort --host 127.0.0.1`,
  { shell: true, stdio: 'inherit', env },
);
console.log(`\n  Rimal is running on the real CMS: ${site}\n`);
const stop = () =>
  void Promise.all([cms.stop(), mail.close()]).then(() => {
    preview.kill();
    process.exit(0);
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
