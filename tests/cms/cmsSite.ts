import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the real-CMS spec's servers listen, apart from every other suite's. */
export const CMS_E2E = {
  cmsPort: 1339,
  /** The mail catcher `npm run cms` starts: its SMTP port, and the page its mails are read on. */
  smtpPort: 1334,
  mailWebPort: 1335,
  sitePort: 4181,
  /** The CMS's database and tokens, from the repository root. */
  dataDir: 'cms/.tmp/e2e',
};

export const cmsOrigin = `http://127.0.0.1:${CMS_E2E.cmsPort}`;
export const cmsApi = `${cmsOrigin}/api`;
export const mailCatcher = `http://127.0.0.1:${CMS_E2E.mailWebPort}`;

/** The tokens `npm run cms` made: the site's (read-only) and the editor's (products). */
export function cmsTokens(): { site: string; editor: string } {
  const file = fileURLToPath(new URL(`../../${CMS_E2E.dataDir}/tokens.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as { site: string; editor: string };
}
