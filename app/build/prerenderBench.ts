// The prerender's cost as the catalog grows (not a test): `npm run bench:prerender [products]`.
// Builds the demo site, then prerenders a synthetic catalog of 1,000 products (by default) in
// seven languages into a scratch folder, one worker thread per core (at most four), and
// reports the pages, the time and pages per second.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { build } from 'vite';
import {
  createContentClient,
  type ContentClient,
  type Product,
  type ProductsByCategoryQuery,
} from '@rimal/core';
import { prefixedLanguages } from '@rimal/i18n/address';
import { createMockServer } from '@rimal/mocks/node';
import { demoEndpointsAt } from '@rimal/mocks/endpoints';
import { serverDirOf } from './prerenderPlugin.ts';
import type { Manifest } from '../src/prerender/styles.ts';
import type * as PrerenderModule from '../src/prerender/prerenderSite.ts';

const productCount = Number(process.argv[2] ?? 1000);
const appRoot = resolve(import.meta.dirname, '..');
/** The seven languages; the index of @rimal/i18n needs Vite (`import.meta.glob`). */
const languageCodes = ['en', ...prefixedLanguages];

/** The demo catalog as the content service answers it, in every language, by locale. */
async function demoProducts(): Promise<Map<string, Product[]>> {
  const origin = 'http://bench.demo';
  const endpoints = demoEndpointsAt(origin);
  const server = createMockServer(endpoints);
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const content = createContentClient({
      baseUrl: endpoints.content,
      token: endpoints.token,
      mediaHost: '/demo-media',
    });
    const byLocale = new Map<string, Product[]>();
    for (const locale of languageCodes) {
      const lists = await Promise.all(
        [1, 2, 3].map((categoryId) =>
          content.productsByCategory({ categoryId, maxPrice: Number.MAX_SAFE_INTEGER }, locale),
        ),
      );
      const unique = new Map(lists.flat().map((product) => [product.id, product]));
      byLocale.set(
        locale,
        [...unique.values()].sort((a, b) => a.id - b.id),
      );
    }
    return byLocale;
  } finally {
    server.close();
  }
}

/**
 * A content service holding `count` products, each a demo product under a new id (in every
 * language): the pages render the same work as the real catalog's, many more times.
 */
function syntheticCatalog(count: number, demo: Map<string, Product[]>): ContentClient {
  const english = demo.get('en') ?? [];
  const productAt = (id: number, locale = 'en'): Product => {
    const list = demo.get(locale) ?? english;
    const model = list[(id - 1) % list.length];
    if (!model) throw new Error('The demo catalog answered no products');
    return { ...model, id, title: `${model.title} ${id}` };
  };
  const all = (locale?: string) =>
    Array.from({ length: count }, (_, index) => productAt(index + 1, locale));
  return {
    featuredProducts: async (_type, locale) => all(locale).slice(0, 8),
    productsByCategory: async ({ categoryId }: ProductsByCategoryQuery, locale) =>
      all(locale).filter((product) => product.categoryIds.includes(categoryId)),
    subCategories: async () => [],
    product: async (id, locale) => productAt(id, locale),
    productsByIds: async (ids, locale) => ids.map((id) => productAt(id, locale)),
  };
}

interface ThreadData {
  serverModule: string;
  options: Omit<PrerenderModule.PrerenderOptions, 'content'>;
}

/** In a worker thread: this thread's share of the synthetic catalog's pages. */
async function renderShare({ serverModule, options }: ThreadData) {
  const { prerenderSite } = (await import(serverModule)) as typeof PrerenderModule;
  const content = syntheticCatalog(productCount, await demoProducts());
  parentPort?.postMessage(await prerenderSite({ ...options, content }));
}

/** On the main thread: a demo build, then the synthetic catalog in one thread per core. */
async function bench() {
  const outDir = mkdtempSync(join(tmpdir(), 'rimal-bench-'));
  try {
    process.env.VITE_DEMO = '1';
    const buildStarted = performance.now();
    await build({
      configFile: join(appRoot, 'vite.config.ts'),
      build: { outDir },
      logLevel: 'warn',
    });
    console.log(
      `demo build with its own prerender: ${((performance.now() - buildStarted) / 1000).toFixed(1)} s`,
    );
    const serverDir = serverDirOf(appRoot, outDir);
    const client = {
      html: readFileSync(join(outDir, 'shell.html'), 'utf8'),
      manifest: JSON.parse(readFileSync(join(serverDir, 'manifest.json'), 'utf8')) as Manifest,
      base: '/',
    };
    const count = Math.max(1, Math.min(4, availableParallelism()));
    const started = performance.now();
    const reports = await Promise.all(
      Array.from(
        { length: count },
        (_, index) =>
          new Promise<PrerenderModule.PrerenderReport>((done, fail) => {
            const data: ThreadData = {
              serverModule: pathToFileURL(join(serverDir, 'prerenderSite.js')).href,
              options: { outDir: join(outDir, 'synthetic'), client, shard: { index, count } },
            };
            const worker = new Worker(new URL(import.meta.url), {
              workerData: data,
              execArgv: ['--import', 'tsx'],
            });
            worker.once('message', done);
            worker.once('error', fail);
          }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const pages = reports.reduce((sum, report) => sum + report.pages, 0);
    console.log(
      [
        `synthetic catalog: ${reports[0]?.products} products × ${languageCodes.length} languages`,
        `pages prerendered: ${pages}, in ${count} threads`,
        `total: ${seconds.toFixed(1)} s (goal: under 180 s on 2 cores)`,
        `pages per second: ${(pages / seconds).toFixed(1)}`,
      ].join('\n'),
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(serverDirOf(appRoot, outDir), { recursive: true, force: true });
  }
}

if (isMainThread) await bench();
else await renderShare(workerData as ThreadData);
