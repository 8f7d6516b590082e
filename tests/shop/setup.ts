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

/**
 * Order references expire after 2 s here, and the sweep runs every second (config/cron-tasks.js),
 * so that a test sees one expire.
 */
export const PENDING_ORDER_SECONDS = 2;

export async function startShop(
  project: TestProject,
  { port, postgresUrl }: { port: number; postgresUrl?: string },
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rimal-shop-'));
  const cms = await startCms({
    port,
    dataDir,
    fresh: true,
    postgresUrl,
    env: {
      SHOP_PENDING_ORDER_SECONDS: String(PENDING_ORDER_SECONDS),
      SHOP_EXPIRY_SWEEP: '* * * * * *',
    },
  });
  const database = postgresUrl ? 'PostgreSQL' : 'SQLite';
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

export default function setup(project: TestProject) {
  return startShop(project, {
    port: Number(process.env.CMS_SHOP_PORT ?? 1352),
    postgresUrl: process.env.CMS_SHOP_DATABASE_URL,
  });
}
