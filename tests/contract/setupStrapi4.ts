/**
 * `npm run record:strapi4`'s servers: Strapi 4.26.2 from `cms/v4` (installed on first use, on a
 * fresh SQLite file, seeded as the Strapi 5 project is) and the demo back ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMockHttpServer } from '@rimal/mocks/server';
import { startCms } from '../../scripts/cms/start.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    strapi4: { real: { apiUrl: string; token: string }; mock: { apiUrl: string; token: string } };
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rimal-cms4-'));
  const cms = await startCms({ major: 4, port: 1341, dataDir, fresh: true });
  const mock = await startMockHttpServer({ port: 0, scenarios: '' });
  console.log(
    `Strapi 4: installed in ${cms.timings.install} s, started and seeded in ${cms.timings.start} s`,
  );
  project.provide('strapi4', {
    real: { apiUrl: cms.apiUrl, token: cms.tokens.site },
    mock: { apiUrl: mock.endpoints.content, token: mock.endpoints.token },
  });
  return async () => {
    await Promise.all([cms.stop(), mock.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
