/**
 * `npm run start:cms`: the site on the real CMS. Strapi 5 (`cms/`, seeded from the demo
 * catalog and its prize codes) serves the catalog, the shop API (demo card payments, orders in
 * its database) and the mail service (enquiries in its database; without SMTP_HOST, mails to a
 * local mail catcher), and the production build pointed at it is served on
 * http://localhost:4173 (PORT to change it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mailCatcherUnlessSmtp } from './cms/mailCatcher.ts';
import { DEFAULT_CMS_PORT, cmsDataDir, startCms } from './cms/start.ts';

const port = process.env.PORT ?? '4173';
const site = `http://localhost:${port}`;
// The catcher first: a port already taken stops the command before Strapi starts.
const { catcher, env: mailEnv } = await mailCatcherUnlessSmtp(cmsDataDir(process.env.CMS_DATA_DIR));
const cms = await startCms({
  port: Number(process.env.CMS_PORT ?? DEFAULT_CMS_PORT),
  dataDir: process.env.CMS_DATA_DIR,
  corsOrigins: [site],
  env: mailEnv,
}).catch(async (error: unknown) => {
  await catcher?.stop();
  throw error;
});
console.log(
  `Strapi 5 (catalog, shop and mail) on ${cms.origin}; ` +
    (catcher
      ? `the mails it sends are caught, and read on ${catcher.webUrl}`
      : `its mails go out through ${process.env.SMTP_HOST}`),
);

const env = {
  ...process.env,
  VITE_CONTENT_URL: cms.apiUrl,
  VITE_CONTENT_TOKEN: cms.tokens.site,
  VITE_MEDIA_URL: cms.origin,
  VITE_SHOP_URL: cms.shopUrl,
  VITE_MAIL_URL: cms.mailUrl,
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
  void Promise.all([cms.stop(), catcher?.stop()]).then(() => {
    preview.kill();
    process.exit(0);
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
