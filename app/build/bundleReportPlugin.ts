import type { Plugin } from 'vite';

export interface ChunkReport {
  /** The module the chunk was made for (a page, a locale file), when it has one. */
  module: string | null;
  /** npm packages whose code is inside the chunk. */
  packages: string[];
  /** Source modules of this repository inside the chunk, relative to the repository. */
  sources: number;
  bytes: number;
  /** The largest modules by rendered size, for finding what to trim. */
  largest: { id: string; bytes: number }[];
}

const packageOf = (id: string): string | null => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replaceAll('\\', '/'));
  return match?.[1] ?? null;
};

const shortId = (id: string) =>
  id.replaceAll('\\', '/').replace(/^.*?\/(node_modules|packages|app|mocks)\//, '$1/');

/**
 * Writes `.vite/chunks.json`: for every JS chunk, the npm packages it holds. The budget test
 * reads it to prove, for instance, that no checkout library is sent with the home page.
 */
export function bundleReportPlugin(): Plugin {
  return {
    name: 'rimal-bundle-report',
    // The client's bundle; the prerender's server build (prerenderPlugin.ts) is no download.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const report: Record<string, ChunkReport> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const ids = Object.keys(output.modules);
        const packages = [
          ...new Set(ids.map(packageOf).filter((name): name is string => name !== null)),
        ].sort();
        report[output.fileName] = {
          module: output.facadeModuleId ? shortId(output.facadeModuleId) : null,
          packages,
          sources: ids.filter((id) => packageOf(id) === null).length,
          bytes: output.code.length,
          largest: Object.entries(output.modules)
            .map(([id, module]) => ({ id: shortId(id), bytes: module.renderedLength }))
            .sort((a, b) => b.bytes - a.bytes)
            .slice(0, 15),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: `${JSON.stringify(report, null, 2)}\n`,
      });
    },
  };
}
