// The prerender's cost as the catalog grows (not a test): `npm run bench:prerender [products]`.
// Builds the demo site, then prerenders a synthetic catalog of 1,000 products (by default) in
// seven languages into a scratch folder, and reports the pages, the time and pages per second.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import {
  createContentClient,
  type ContentClient,
  type Product,
  type ProductsByCategoryQuery,
} from '@rimal/core';
import { prefixedLanguages } from '@rimal/i18n/address';
import { createMockServer } from '@rimal/mocks/node';
import { demoEndpointsAt } from '@rimal/mocks/endpoints';
import { serverDirOf, stylesOf } from './prerenderPlugin.ts';
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
  const manifest = JSON.parse(readFileSync(join(serverDir, 'manifest.json'), 'utf8')) as Manifest;
  const { prerenderSite } = (await import(
    pathToFileURL(join(serverDir, 'prerenderSite.js')).href
  )) as typeof PrerenderModule;
  const content = syntheticCatalog(productCount, await demoProducts());
  const report = await prerenderSite({
    outDir: join(outDir, 'synthetic'),
    template: {
      html: readFileSync(join(outDir, 'shell.html'), 'utf8'),
      stylesOf: stylesOf(manifest, '/'),
    },
    content,
  });
  const seconds = report.ms / 1000;
  console.log(
    [
      `synthetic catalog: ${report.products} products × ${languageCodes.length} languages`,
      `pages prerendered: ${report.pages}`,
      `total: ${seconds.toFixed(1)} s (goal: under 180 s on 2 cores)`,
      `pages per second: ${(report.pages / seconds).toFixed(1)}`,
    ].join('\n'),
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(serverDirOf(appRoot, outDir), { recursive: true, force: true });
}
