import { afterAll, beforeAll } from 'vitest';
import { startPostgres, type RunningPostgres } from '../../scripts/cms/postgres.ts';
import { describeHardening, type Database } from './hardening';

let server: RunningPostgres;
let database: Database;
beforeAll(async () => {
  server = await startPostgres();
  database = { name: 'postgres', postgres: { url: server.database('cms'), binDir: server.binDir } };
});
afterAll(() => server.stop());

describeHardening(1342, () => database);
