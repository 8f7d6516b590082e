// What the e2e and visual configs share: the demo back ends as a real HTTP server, the site
// built against them, and Debian's Chromium.
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

const apiPort = Number(process.env.MOCK_API_PORT ?? 8787);
const sitePort = Number(process.env.E2E_PORT ?? 4173);

/** The e2e config's servers: the site, the demo, and both as a host serves them (Lighthouse). */
export const ports = {
  site: sitePort,
  demo: sitePort + 1,
  lighthouse: sitePort + 2,
  demoLighthouse: sitePort + 3,
};
export const api = `http://localhost:${apiPort}`;

/** The production build, pointed at the demo back ends over a real HTTP boundary. */
export const backEnds = {
  VITE_CONTENT_URL: `${api}/content/api`,
  VITE_CONTENT_TOKEN: 'demo-read-only-token',
  VITE_MEDIA_URL: `${api}/content`,
  VITE_SHOP_URL: `${api}/shop`,
  VITE_MAIL_URL: `${api}/mail`,
  VITE_SITE_URL: `http://localhost:${sitePort}`,
};

/** A build with no back end, asking to be the demo (app/src/config.ts refuses it otherwise). */
export const demoBuild = { VITE_DEMO: '1' };

/** The demo back ends on `apiPort`, started from the repository root. */
export const mockApiServer = (reuseExistingServer: boolean) => ({
  command: 'npx tsx mocks/src/server/http.ts',
  cwd: '..',
  url: `${api}/content/uploads/logo.svg`,
  env: { MOCK_API_PORT: String(apiPort) },
  reuseExistingServer,
  timeout: 60_000,
});

/**
 * Builds the site into `app/<outDir>` and serves it. With `REUSE_BUILDS` (set by `npm test` for
 * a step after the e2e step of the same run, scripts/test.mjs) a whole build already there (its
 * home page prerendered; a build that failed leaves the shell) is served.
 */
export const buildAndServe = (outDir: string, port: number) =>
  `${process.env.REUSE_BUILDS ? `grep -q 'id="page-data"' app/${outDir}/index.html 2>/dev/null || ` : ''}` +
  `npx vite build --config app/vite.config.ts --outDir ${outDir} --logLevel warn && ` +
  `npx vite preview --config app/vite.config.ts --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`;

export const chromium = { launchOptions: { executablePath: chromiumPath, args: chromiumArgs } };
