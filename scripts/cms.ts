/**
 * `npm run cms`: the real content service (Strapi 5, `cms/`) on http://127.0.0.1:1337, seeded
 * from the demo catalog, with the shop API and the mail service, until Ctrl+C. Without SMTP_HOST
 * its mails go to a local mail catcher (scripts/cms/mailCatcher.ts). Prints the lines that point a
 * site build at it.
 *
 *   npm run cms                   # keeps the database between runs (cms/.tmp/data.db)
 *   npm run cms -- --fresh        # starts from an empty database
 *   CMS_PORT=1338 CMS_DATA_DIR=cms/.tmp/other npm run cms
 */
import { mailCatcherUnlessSmtp } from './cms/mailCatcher.ts';
import { DEFAULT_CMS_PORT, cmsDataDir, startCms } from './cms/start.ts';

const began = Date.now();
const { catcher, env } = await mailCatcherUnlessSmtp(cmsDataDir(process.env.CMS_DATA_DIR));
const cms = await startCms({
  port: Number(process.env.CMS_PORT ?? DEFAULT_CMS_PORT),
  dataDir: process.env.CMS_DATA_DIR,
  fresh: process.argv.includes('--fresh'),
  verbose: process.argv.includes('--verbose'),
  env,
}).catch(async (error: unknown) => {
  await catcher?.stop();
  throw error;
});
const { install, start } = cms.timings;
console.log(
  `Strapi 5 is serving the demo catalog on ${cms.origin} ` +
    `(install ${install} s, start and seed ${start} s, ${((Date.now() - began) / 1000).toFixed(1)} s in all).`,
);
console.log('Point a site build at it with:\n');
console.log(
  [
    `VITE_CONTENT_URL=${cms.apiUrl}`,
    `VITE_CONTENT_TOKEN=${cms.tokens.site}`,
    `VITE_MEDIA_URL=${cms.origin}`,
    `VITE_SHOP_URL=${cms.shopUrl}`,
    `VITE_MAIL_URL=${cms.mailUrl}`,
  ].join('\n'),
);
console.log(
  catcher
    ? `\nNo SMTP_HOST: the mails it sends are caught, and read on ${catcher.webUrl}`
    : `\nIts mails go out through ${process.env.SMTP_HOST}.`,
);
console.log(
  `The editor's token (products only, for scripts; never for a browser) and the staff's ` +
    `(orders, read only) are in ${cms.tokensFile}.`,
);
const stop = () => void Promise.all([cms.stop(), catcher?.stop()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
