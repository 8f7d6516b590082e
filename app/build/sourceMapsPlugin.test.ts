import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { sourceMapsDir, sourceMapsPlugin } from './sourceMapsPlugin';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A written build: each file with its contents, and the bundle Vite would pass to the hook. */
function writtenBuild(files: Record<string, string>) {
  const parent = mkdtempSync(join(tmpdir(), 'rimal-maps-'));
  made.push(parent);
  const outDir = join(parent, 'dist');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), text);
  }
  const bundle = Object.fromEntries(Object.keys(files).map((name) => [name, {}]));
  return { outDir, bundle: bundle as unknown as OutputBundle };
}

function runWriteBundle(outDir: string, bundle: OutputBundle) {
  const hook = sourceMapsPlugin().writeBundle;
  if (typeof hook !== 'function') throw new Error('expected a writeBundle hook');
  hook.call({} as never, { dir: outDir } as never, bundle);
}

describe('source maps', () => {
  it('are moved beside the published folder, and the rest stays', () => {
    const { outDir, bundle } = writtenBuild({
      'assets/index-abc.js': 'code',
      'assets/index-abc.js.map': '{"js":1}',
      'assets/index-def.css.map': '{"css":1}',
      'index.html': '<html>',
    });
    runWriteBundle(outDir, bundle);
    const maps = sourceMapsDir(outDir);
    expect(maps).toBe(`${outDir}-sourcemaps`);
    expect(readFileSync(join(maps, 'assets/index-abc.js.map'), 'utf8')).toBe('{"js":1}');
    expect(existsSync(join(maps, 'assets/index-def.css.map'))).toBe(true);
    expect(existsSync(join(outDir, 'assets/index-abc.js.map'))).toBe(false);
    expect(existsSync(join(outDir, 'assets/index-def.css.map'))).toBe(false);
    expect(existsSync(join(outDir, 'assets/index-abc.js'))).toBe(true);
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
  });

  it('of an earlier build are replaced, not mixed with the new ones', () => {
    const first = writtenBuild({ 'assets/old.js.map': '{}' });
    runWriteBundle(first.outDir, first.bundle);
    writeFileSync(join(first.outDir, 'assets/new.js.map'), '{}');
    runWriteBundle(first.outDir, { 'assets/new.js.map': {} } as unknown as OutputBundle);
    expect(existsSync(join(sourceMapsDir(first.outDir), 'assets/old.js.map'))).toBe(false);
    expect(existsSync(join(sourceMapsDir(first.outDir), 'assets/new.js.map'))).toBe(true);
  });
});
