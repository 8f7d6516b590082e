import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type * as PrerenderModule from '../src/prerender/prerenderSite';

/** The style sheets a module of the client build needs: its own and its static imports'. */
export function stylesOf(manifest: Manifest, base: string) {
  return (module: string): string[] => {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const file of chunk.css ?? []) files.push(`${base}${file}`);
      chunk.imports?.forEach(visit);
    };
    visit(module);
    return files;
  };
}

/**
 * Builds the script a page at a bare address runs before it paints
 * (src/prerender/languageBeforePaint.ts) as a classic script, writes it into the build's
 * assets under its content's hash, and returns its address.
 */
async function buildLanguageScript(root: string, outDir: string, base: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: resolve(root, 'src/prerender/languageBeforePaint.ts'),
        formats: ['iife'],
        name: 'rimalLanguage',
      },
    },
  })) as Rolldown.RolldownOutput[];
  const code = output[0]?.output[0]?.code;
  if (!code) throw new Error('The language script built to nothing');
  const file = `assets/language-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
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
        const languageScript = await buildLanguageScript(resolved.root, outDir, resolved.base);
        const built = performance.now();
        const manifestFile = join(outDir, '.vite', 'manifest.json');
        const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
        const html = readFileSync(join(outDir, 'index.html'), 'utf8');
        const { prerenderSite } = (await import(
          pathToFileURL(join(serverDir, 'prerenderSite.js')).href
        )) as typeof PrerenderModule;
        const report = await prerenderSite({
          outDir,
          template: { html, stylesOf: stylesOf(manifest, resolved.base), languageScript },
        });
        // A host has no use for the manifest; it stays beside the server build, for the
        // prerender's benchmark (scripts/bench-prerender.ts).
        renameSync(manifestFile, join(serverDir, 'manifest.json'));
        resolved.logger.info(
          `prerendered ${report.pages} pages (${report.products} products × 7 languages and the` +
            ` site's pages) in ${((performance.now() - built) / 1000).toFixed(1)} s, after a` +
            ` ${((built - started) / 1000).toFixed(1)} s server build`,
        );
      },
    },
  };
}
