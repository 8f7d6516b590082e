import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createContentClient, type ContentClient } from '@rimal/core';
import { languageCodes, pageInLanguage } from '@rimal/i18n';
import { SHELL_FILE, notFoundFile, pageFile } from '../../build/hostRules';
import { sitemap, sitemapPagesOf } from '../../build/publicRoutes';
import { catalogPages, indexedPages, pagesToRender } from './catalogPages';
import { siteConfig, type AppConfig } from '../config';
import { composePage, type PageTemplate } from './composePage';
import { renderPage, type RenderSite } from './renderPage';
import { importsOf, stylesOf, type Manifest } from './styles';

/** An address no page has: the not-found page is rendered there, into each language's 404.html. */
const NOT_FOUND_PROBE = '/404';

/** A demo build asks the demo catalog in this process: the mock handlers, on an origin of their own. */
const DEMO_ORIGIN = 'http://demo.prerender';

async function contentFor(
  config: AppConfig,
): Promise<{ content: ContentClient; close: () => void }> {
  const content = (baseUrl: string) =>
    createContentClient({ baseUrl, token: config.contentToken, mediaHost: config.mediaUrl });
  if (!(__RIMAL_DEMO__ && config.demo))
    return { content: content(config.contentUrl), close: () => {} };
  const { createMockServer } = await import('@rimal/mocks/node');
  const { demoEndpointsAt } = await import('@rimal/mocks/endpoints');
  const server = createMockServer(demoEndpointsAt(DEMO_ORIGIN));
  server.listen({ onUnhandledRequest: 'error' });
  return {
    content: content(new URL(config.contentUrl, DEMO_ORIGIN).href),
    close: () => server.close(),
  };
}

/** Runs `work` over `items`, `limit` at a time: reads wait on the network while others render. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** What the client build gives the prerender: plain data, so that worker threads can share it. */
export interface ClientBuild {
  /** The build's `index.html`: the shell, and the template of every page. */
  html: string;
  /** The build's manifest, for each page module's style sheets. */
  manifest: Manifest;
  /** The site's base path, e.g. `/`. */
  base: string;
  /** The address of the script bare addresses run before they paint (composePage.ts). */
  languageScript?: string;
  /** The address of the script that asks for the app once the page has loaded (composePage.ts). */
  startScript?: string;
}

export interface PrerenderOptions {
  /** The client build's folder, where the pages are written. */
  outDir: string;
  client: ClientBuild;
  /** Only these English paths (a benchmark, a test); every page of the catalog by default. */
  only?: readonly string[];
  /** Renders at once, to overlap one page's reads with another's render. @default 4 */
  concurrency?: number;
  /** Overrides the content service (a benchmark's synthetic catalog). */
  content?: ContentClient;
  /**
   * This thread's share of the pages (every `count`th from `index`), when several threads
   * render; the first also writes the shell and the sitemap. @default all of them
   */
  shard?: { index: number; count: number };
}

export interface PrerenderReport {
  pages: number;
  products: number;
  ms: number;
}

/**
 * Writes every public page of the site, in every language, as HTML into the build
 * (docs/architecture.md, "Prerendered pages"): the catalog is read from the content service the
 * build is configured with, or from the demo catalog in this process.
 */
export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderReport> {
  const started = performance.now();
  const result = siteConfig();
  if (!result.ok) throw new Error(`The build's configuration: ${result.problems.join('; ')}`);
  const { config } = result;
  const service = options.content
    ? { content: options.content, close: () => {} }
    : await contentFor(config);
  try {
    const site: RenderSite = { config, content: service.content };
    const catalog = options.only
      ? { categoryIds: [], productIds: [] }
      : await catalogPages(service.content).catch((error: unknown) => {
          throw new Error(
            `The build renders every page from the content service, which did not answer at ${config.contentUrl}: ${String(error)}`,
            { cause: error },
          );
        });
    const english = options.only ?? pagesToRender(catalog);
    const shard = options.shard ?? { index: 0, count: 1 };
    const template: PageTemplate = {
      html: options.client.html,
      stylesOf: stylesOf(options.client.manifest, options.client.base),
      languageScript: options.client.languageScript,
      startScript: options.client.startScript,
      entryImports: importsOf(options.client.manifest, options.client.base, 'index.html'),
    };
    const jobs = [
      ...english.flatMap((path) =>
        languageCodes.map((language) => {
          const inLanguage = pageInLanguage(path, language);
          return { path: inLanguage, file: pageFile(inLanguage), notFound: false };
        }),
      ),
      ...languageCodes.map((language) => {
        const probe = pageInLanguage(NOT_FOUND_PROBE, language);
        return { path: probe, file: notFoundFile(probe), notFound: true };
      }),
    ].filter((_job, index) => index % shard.count === shard.index);
    // The template is the shell the build wrote as index.html, which the English home replaces.
    await mkdir(options.outDir, { recursive: true });
    if (shard.index === 0) await writeFile(join(options.outDir, SHELL_FILE), template.html);
    if (!options.only && shard.index === 0) {
      await writeFile(
        join(options.outDir, 'sitemap.xml'),
        sitemap(config.siteUrl, sitemapPagesOf(indexedPages(catalog))),
      );
    }
    await eachLimited(jobs, options.concurrency ?? 4, async ({ path, file, notFound }) => {
      const rendered = await renderPage(path, site);
      const page = notFound
        ? { ...rendered, data: { ...rendered.data, notFound: true as const } }
        : rendered;
      const target = join(options.outDir, file);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, composePage(template, page));
    });
    return {
      pages: jobs.length,
      products: catalog.productIds.length,
      ms: performance.now() - started,
    };
  } finally {
    service.close();
  }
}
