/**
 * The contract step's servers: the real Strapi 5 (installed on first use, on a fresh SQLite
 * file, seeded from the demo catalog) and the demo back ends' HTTP server, side by side.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMockHttpServer } from '@rimal/mocks/server';
import { startCms } from '../../scripts/cms/start.ts';

export interface ContractServers {
  real: { apiUrl: string; token: string; editorToken: string };
  mock: { apiUrl: string; token: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    servers: ContractServers;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rimal-cms-'));
  const began = Date.now();
  const cms = await startCms({
    port: Number(process.env.CMS_CONTRACT_PORT ?? 1338),
    dataDir,
    fresh: true,
  });
  const mock = await startMockHttpServer({ port: 0, scenarios: '' });
  console.log(
    `contract: Strapi 5 installed in ${cms.timings.install} s, started and seeded in ` +
      `${cms.timings.start} s (${((Date.now() - began) / 1000).toFixed(1)} s to ready)`,
  );
  project.provide('servers', {
    real: { apiUrl: cms.apiUrl, token: cms.tokens.site, editorToken: cms.tokens.editor },
    mock: { apiUrl: mock.endpoints.content, token: mock.endpoints.token },
  });
  return async () => {
    await Promise.all([cms.stop(), mock.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
