import { readFileSync, rmSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { runnerImport, type IndexHtmlTransformContext, type Plugin } from 'vite';
import type * as HostRulesModule from './hostRules';
import type * as PublicRoutesModule from './publicRoutes';
import {
  contentSecurityPolicy,
  headerRules,
  headersFile,
  headersFor,
  nginxSnippet,
  originOf,
  type BuildEnv,
} from './securityHeaders.ts';

/**
 * The sitemap's routes come from core's TypeScript sources, which Node cannot run: the default
 * config loader hands workspace packages to it as they are, so Vite's module runner loads them.
 */
async function loadPublicRoutes(): Promise<typeof PublicRoutesModule> {
  const file = resolve(import.meta.dirname, 'publicRoutes.ts');
  const { module } = await runnerImport<typeof PublicRoutesModule>(file);
  return module;
}

async function loadHostRules(): Promise<typeof HostRulesModule> {
  const { module } = await runnerImport<typeof HostRulesModule>(
    resolve(import.meta.dirname, 'hostRules.ts'),
  );
  return module;
}

/**
 * Early connections to the back ends the first page needs: the content service (its calls
 * carry a token, so they are CORS requests) and the media host (plain image loads). The hero
 * picture and the featured products then skip the connection set-up on slow networks.
 */
export function preconnectLinks(env: BuildEnv): string[] {
  const content = originOf(env.VITE_CONTENT_URL);
  const media = originOf(env.VITE_MEDIA_URL);
  const links = content ? [`<link rel="preconnect" href="${content}" crossorigin />`] : [];
  // Credentialed (CORS) and plain requests use separate connections, so a media host on the
  // content service's origin still gets its own hint.
  if (media) links.push(`<link rel="preconnect" href="${media}" />`);
  return links;
}

export function robots(siteUrl: string): string {
  // Checkout is not hidden from crawlers: it holds nothing private (the cart lives in the
  // browser), and a page a search engine may not fetch fails Lighthouse's crawlability check.
  return `User-agent: *\nAllow: /\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

/** MSW's service worker, in app/public for the demo builds and the dev server. */
export const DEMO_WORKER_FILE = 'mockServiceWorker.js';

/** The module that starts the demo back ends in the browser (`@rimal/mocks/browser`). */
const demoWorkerModule = /[\\/]mocks[\\/]src[\\/]browser\.ts$/;

/**
 * `modulepreload` links for the chunk built from `facade` and the chunks it imports, leaving out
 * what the HTML's entry loads anyway: the HTML then asks for that code alongside the entry
 * instead of after the entry has run and imported it.
 */
export function modulePreloadLinks(
  { bundle, chunk: entry }: Pick<IndexHtmlTransformContext, 'bundle' | 'chunk'>,
  facade: RegExp,
  base: string,
): string[] {
  if (!bundle) return [];
  const chunks = new Map(
    Object.values(bundle)
      .filter((output) => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
  const start = [...chunks.values()].find((chunk) => facade.test(chunk.facadeModuleId ?? ''));
  const files: string[] = [];
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || loaded.has(fileName) || files.includes(fileName)) return;
    files.push(fileName);
    chunk.imports.forEach(visit);
  };
  if (start) visit(start.fileName);
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}" />`);
}

/** True when `relative` (a URL path under the base) names a file of the build in `outDir`. */
function isBuiltFile(outDir: string, relative: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return false;
  }
  const file = resolve(outDir, decoded);
  if (!file.startsWith(outDir + sep)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * A hashed file the build does not have: 404 that nobody caches, where the preview's page
 * fallback would answer index.html (200) and a page's `import()` would fail on HTML; the year of
 * caching of /assets/ must not keep a file missing during a deploy missing for good.
 */
function missingAsset(response: ServerResponse): void {
  response.statusCode = 404;
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end('Not found');
}

/** An address that is no page: the not-found page of its language, with 404. */
function notAPage(response: ServerResponse, page: string, headOnly: boolean): void {
  const body = readFileSync(page);
  response.statusCode = 404;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('Content-Length', body.length);
  response.end(headOnly ? undefined : body);
}

/**
 * Adds the CSP meta tag to index.html (for hosts that cannot send headers); writes robots.txt,
 * sitemap.xml and the security headers (`_headers`, the nginx snippet) into the build; and has
 * the preview server send those headers, as a production host does.
 */
export function sitePlugin(): Plugin {
  let env: BuildEnv = {};
  let production = false;
  let demo = false;
  let siteUrl = '';
  let hostRules: typeof HostRulesModule | undefined;
  let base = '/';
  let outDir = '';
  return {
    name: 'rimal-site',
    // The site's files come from the client build; the prerender's server build writes none.
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    async configResolved(config) {
      hostRules = await loadHostRules();
      env = config.env as BuildEnv;
      production = config.command === 'build';
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
      // A build's checked configuration (configCheck.ts); the dev server has none.
      const checked = config.define?.__RIMAL_CONFIG__;
      const parsed =
        typeof checked === 'string'
          ? (JSON.parse(checked) as { demo?: boolean; siteUrl?: string })
          : {};
      demo = parsed.demo === true;
      siteUrl = parsed.siteUrl ?? '';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // Vite's dev server injects inline scripts for hot reload, so the policy applies to builds.
        if (!production) return html;
        const head = [
          `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(env, 'meta')}" />`,
          ...preconnectLinks(env),
          // A demo page's every read waits for the demo back ends: their code loads with the entry.
          ...(demo ? modulePreloadLinks(context, demoWorkerModule, base) : []),
        ];
        return html.replace(
          '<meta charset="UTF-8" />',
          ['<meta charset="UTF-8" />', ...head].join('\n    '),
        );
      },
    },
    async generateBundle() {
      // The checked configuration's (configCheck.ts stops a production build without one).
      // The prerender (prerenderPlugin.ts) writes it again with every product of the catalog.
      const { sitemap, sitemapPages } = await loadPublicRoutes();
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robots(siteUrl) });
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: sitemap(siteUrl, sitemapPages),
      });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(env) });
      this.emitFile({
        type: 'asset',
        fileName: 'security-headers.nginx.conf',
        source: nginxSnippet(env),
      });
      const rules = hostRules ?? (await loadHostRules());
      this.emitFile({ type: 'asset', fileName: '_redirects', source: rules.redirectsFile() });
      this.emitFile({
        type: 'asset',
        fileName: 'routing.nginx.conf',
        source: rules.nginxRouting(),
      });
    },
    writeBundle() {
      // The public folder holds MSW's worker for the demo and the dev server; a build with real
      // back ends must not publish it.
      if (!demo) rmSync(resolve(outDir, DEMO_WORKER_FILE), { force: true });
    },
    configurePreviewServer: {
      // Before the demo media and the static files, which answer without passing the request on.
      order: 'pre',
      handler(server) {
        const rules = headerRules(server.config.env as BuildEnv);
        const outDir = resolve(server.config.root, server.config.build.outDir);
        const assets = `${server.config.base}assets/`;
        const routing = hostRules;
        server.middlewares.use((request, response, next) => {
          const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
          for (const [name, value] of headersFor(rules, pathname)) response.setHeader(name, value);
          const relative = pathname.slice(server.config.base.length);
          if (pathname.startsWith(assets) && !isBuiltFile(outDir, relative)) {
            missingAsset(response);
            return;
          }
          // As the generated host rules do (hostRules.ts): a page's other spelling (a trailing
          // slash, an upper-case language) and an old `?lang=` link move with a 301, a page the
          // build rendered is its file, one it did not (a product added since) the shell, and
          // an address that is no page the not-found page of its language, 404.
          if (
            routing &&
            (request.method === 'GET' || request.method === 'HEAD') &&
            extname(pathname) === '' &&
            !isBuiltFile(outDir, relative)
          ) {
            const moved =
              routing.oneAddress(pathname)?.concat(search) ??
              routing.languageMove(pathname, search);
            if (moved) {
              response.statusCode = 301;
              response.setHeader('Location', moved);
              response.end();
              return;
            }
            const prerendered = [routing.pageFile(pathname), routing.pageFile(`${pathname}/`)].find(
              (file) => isBuiltFile(outDir, file),
            );
            if (prerendered) {
              request.url = `${server.config.base}${prerendered}${search}`;
            } else if (routing.isPagePath(pathname)) {
              request.url = `${server.config.base}${routing.SHELL_FILE}${search}`;
            } else {
              const page = resolve(outDir, routing.notFoundFile(pathname));
              notAPage(response, page, request.method === 'HEAD');
              return;
            }
          }
          next();
        });
      },
    },
  };
}
