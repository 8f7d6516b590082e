import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where a build's source maps go: beside its output folder, never inside what is published. */
export const sourceMapsDir = (outDir: string) => `${outDir.replace(/[/\\]+$/, '')}-sourcemaps`;

/**
 * Moves the `.map` files of a build (made with `sourcemap: 'hidden'`, so no file points at them)
 * out of the published folder, into `<outDir>-sourcemaps`: kept for reading a production stack
 * trace, but the site's sources are not served to every visitor.
 */
export function sourceMapsPlugin(): Plugin {
  return {
    name: 'rimal-source-maps',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const outDir = resolve(options.dir);
      const maps = sourceMapsDir(outDir);
      rmSync(maps, { recursive: true, force: true });
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const target = join(maps, fileName);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(join(outDir, fileName), target);
      }
    },
  };
}
