/**
 * The shop API test on PostgreSQL (the `shop-postgres` project): a throw-away server from
 * Debian's postgresql, then the same Strapi as the SQLite run, on its own port. There, parallel
 * requests are parallel transactions: the run that proves a code is spent once under a race.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/cms/postgres.ts';
import { startShop } from './setup';

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  const stopShop = await startShop(project, {
    port: Number(process.env.CMS_SHOP_POSTGRES_PORT ?? 1354),
    postgresUrl: server.database('shop'),
  });
  return async () => {
    await stopShop();
    server.stop();
  };
}
