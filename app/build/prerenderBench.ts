// The prerender's cost as the catalog grows (not a test): `npm run bench:prerender [products]`.
// Builds the demo site, then prerenders a synthetic catalog of 1,000 products (by default) in
// seven languages into a scratch folder, one worker thread per core (at most four), and
// reports the pages, the time and pages per second.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { build } from 'vite';
import { createContentClient, type Product } from '@rimal/core';
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
 * A worker thread's content service: `count` products, each a demo product under a new id (in
 * every language), so the pages render the same work as the real catalog's, many more times.
 * Plain JavaScript: a worker runs it as it is, beside the server build it imports.
 */
const syntheticThread = `
const { parentPort, workerData } = require('node:worker_threads');
const { serverModule, options, demo, count } = workerData;
const productAt = (id, locale = 'en') => {
  const list = demo[locale] ?? demo.en;
  const model = list[(id - 1) % list.length];
  return { ...model, id, title: model.title + ' ' + id };
};
const all = (locale) => Array.from({ length: count }, (_, index) => productAt(index + 1, locale));
const content = {
  featuredProducts: async (_type, locale) => all(locale).slice(0, 8),
  productsByCategory: async ({ categoryId }, locale) =>
    all(locale).filter((product) => product.categoryIds.includes(categoryId)),
  subCategories: async () => [],
  categories: async () =>
    [1, 2, 3].map((id) => ({ id, title: 'Category ' + id, description: '' })),
  product: async (id, locale) => productAt(id, locale),
  productsByIds: async (ids, locale) => ids.map((id) => productAt(id, locale)),
};
import(serverModule)
  .then((module) => module.prerenderSite({ ...options, content }))
  .then((report) => parentPort.postMessage(report));
`;

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
    const demo = Object.fromEntries(await demoProducts());
    const started = performance.now();
    const reports = await Promise.all(
      Array.from(
        { length: count },
        (_, index) =>
          new Promise<PrerenderModule.PrerenderReport>((done, fail) => {
            const worker = new Worker(syntheticThread, {
              eval: true,
              workerData: {
                serverModule: pathToFileURL(join(serverDir, 'prerenderSite.js')).href,
                options: { outDir: join(outDir, 'synthetic'), client, shard: { index, count } },
                demo,
                count: productCount,
              },
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

await bench();
