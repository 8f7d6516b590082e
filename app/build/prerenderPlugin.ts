import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { build, type Manifest, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type * as PrerenderModule from '../src/prerender/prerenderSite';

/**
 * Renders the site's pages in `count` worker threads, each its share (`shard`): the render is
 * CPU work, and a build machine has more than one core.
 */
export async function prerenderInThreads(
  serverModule: string,
  options: Omit<PrerenderModule.PrerenderOptions, 'shard' | 'content'>,
  count = Math.max(1, Math.min(4, availableParallelism())),
): Promise<PrerenderModule.PrerenderReport & { threads: number }> {
  const started = performance.now();
  const run = (index: number) =>
    new Promise<PrerenderModule.PrerenderReport>((done, fail) => {
      const worker = new Worker(
        `const { parentPort, workerData } = require('node:worker_threads');
         import(workerData.serverModule)
           .then((module) => module.prerenderSite(workerData.options))
           .then((report) => parentPort.postMessage(report));`,
        {
          eval: true,
          workerData: { serverModule, options: { ...options, shard: { index, count } } },
        },
      );
      worker.once('message', done);
      worker.once('error', fail);
      worker.once('exit', (code) => {
        if (code !== 0) fail(new Error(`A prerender thread stopped with code ${code}`));
      });
    });
  const reports = await Promise.all(Array.from({ length: count }, (_, index) => run(index)));
  return {
    pages: reports.reduce((sum, report) => sum + report.pages, 0),
    products: reports[0]?.products ?? 0,
    ms: performance.now() - started,
    threads: count,
  };
}

/**
 * Builds one of the small classic scripts a prerendered page runs (src/prerender/`name`.ts),
 * writes it into the build's assets under its content's hash, and returns its address.
 */
async function buildPageScript(
  name: string,
  root: string,
  outDir: string,
  base: string,
): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry: resolve(root, `src/prerender/${name}.ts`), formats: ['iife'], name },
    },
  })) as Rolldown.RolldownOutput[];
  const code = output[0]?.output[0]?.code;
  if (!code) throw new Error(`${name}.ts built to nothing`);
  const file = `assets/${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(outDir, file), code);
  return `${base}${file}`;
}

/** Where the prerender's server build of the site built into `outDir` goes. */
export const serverDirOf = (root: string, outDir: string) =>
  resolve(root, 'node_modules/.prerender', basename(outDir));

/**
 * After the client build: builds the prerender (src/prerender) for Node with the same
 * configuration, then has it render every public page in every language into the build
 * (docs/architecture.md, "Prerendered pages"). The build's index.html becomes the English home
 * page; the shell it was stays beside it (hostRules.ts, `SHELL_FILE`).
 */
export function prerenderPlugin(): Plugin {
  let resolved: ResolvedConfig;
  return {
    name: 'rimal-prerender',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    config: () => ({ build: { manifest: true } }),
    configResolved(config) {
      resolved = config;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const started = performance.now();
        const outDir = resolve(resolved.root, resolved.build.outDir);
        const serverDir = serverDirOf(resolved.root, outDir);
        await build({
          configFile: resolved.configFile,
          mode: resolved.mode,
          logLevel: 'warn',
          ssr: { noExternal: true },
          build: {
            ssr: resolve(resolved.root, 'src/prerender/prerenderSite.ts'),
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            copyPublicDir: false,
            // One file for Node, never downloaded: its size is no one's wait.
            chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
            rolldownOptions: { output: { codeSplitting: false } },
          },
        });
        const [languageScript, startScript] = await Promise.all(
          ['languageBeforePaint', 'startAfterLoad'].map((name) =>
            buildPageScript(name, resolved.root, outDir, resolved.base),
          ),
        );
        const built = performance.now();
        const manifestFile = join(outDir, '.vite', 'manifest.json');
        const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
        const html = readFileSync(join(outDir, 'index.html'), 'utf8');
        const report = await prerenderInThreads(
          pathToFileURL(join(serverDir, 'prerenderSite.js')).href,
          { outDir, client: { html, manifest, base: resolved.base, languageScript, startScript } },
        );
        // A host has no use for the manifest; it stays beside the server build, for the
        // prerender's benchmark (scripts/bench-prerender.ts).
        renameSync(manifestFile, join(serverDir, 'manifest.json'));
        resolved.logger.info(
          `prerendered ${report.pages} pages (${report.products} products × 7 languages and the` +
            ` site's pages) in ${((performance.now() - built) / 1000).toFixed(1)} s` +
            ` (${report.threads} threads), after a ${((built - started) / 1000).toFixed(1)} s server build`,
        );
      },
    },
  };
}
