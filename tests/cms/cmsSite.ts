import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const portFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/**
 * Where the real-CMS spec's servers listen, apart from every other suite's;
 * `CMS_E2E_CMS_PORT`, `CMS_E2E_SMTP_PORT`, `CMS_E2E_MAIL_WEB_PORT` and `CMS_E2E_SITE_PORT` move them (two checkouts on
 * one machine).
 */
export const CMS_E2E = {
  cmsPort: portFrom('CMS_E2E_CMS_PORT', 1339),
  /** The mail catcher `npm run cms` starts: its SMTP port, and the page its mails are read on. */
  smtpPort: portFrom('CMS_E2E_SMTP_PORT', 1334),
  mailWebPort: portFrom('CMS_E2E_MAIL_WEB_PORT', 1335),
  sitePort: portFrom('CMS_E2E_SITE_PORT', 4181),
  /** The CMS's database and tokens, from the repository root. */
  dataDir: 'cms/.tmp/e2e',
};

export const cmsOrigin = `http://127.0.0.1:${CMS_E2E.cmsPort}`;
export const cmsApi = `${cmsOrigin}/api`;
export const mailCatcher = `http://127.0.0.1:${CMS_E2E.mailWebPort}`;
/** The shop API in the CMS, the site's VITE_SHOP_URL (as `npm run start:cms` points it). */
export const cmsShop = `${cmsApi}/shop`;

/** The tokens `npm run cms` made: the site's (catalog, read only), the editor's (products) and the staff's (orders, read only). */
export function cmsTokens(): { site: string; editor: string; orders: string } {
  const file = fileURLToPath(new URL(`../../${CMS_E2E.dataDir}/tokens.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as { site: string; editor: string; orders: string };
}
