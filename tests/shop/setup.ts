/**
 * The shop API test's server: the real Strapi 5 (cms/) with its shop API, on a fresh SQLite
 * file seeded from the demo catalog and its prize codes, on a port of its own. With
 * CMS_SHOP_DATABASE_URL, on that PostgreSQL database instead (an empty one), where parallel
 * requests run in parallel transactions rather than in turn on SQLite's one connection.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCms } from '../../scripts/cms/start.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    shop: { shopUrl: string; apiUrl: string; ordersToken: string };
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rimal-shop-'));
  const cms = await startCms({
    port: Number(process.env.CMS_SHOP_PORT ?? 1352),
    dataDir,
    fresh: true,
    postgresUrl: process.env.CMS_SHOP_DATABASE_URL,
  });
  const database = process.env.CMS_SHOP_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  console.log(`shop: Strapi 5 on ${database} started and seeded in ${cms.timings.start} s`);
  project.provide('shop', {
    shopUrl: cms.shopUrl,
    apiUrl: cms.apiUrl,
    ordersToken: cms.tokens.orders,
  });
  return async () => {
    await cms.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
