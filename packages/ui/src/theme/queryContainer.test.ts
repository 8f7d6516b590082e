// Every query container is made with `queryContainer` (tokens.ts), which brings the layout
// containment Chromium needs: an inline-size container alone left its grid or flex parent at the
// container's old block size when the content inside it grew.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { queryContainer } from './tokens';

const roots = ['../', '../../../../app/src/'].map((root) =>
  fileURLToPath(new URL(root, import.meta.url)),
);

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) return styleFiles(`${path}/`);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

describe('query containers', () => {
  it('contain their layout as well as their inline size', () => {
    expect(queryContainer).toEqual({ containerType: 'inline-size', contain: 'layout' });
  });

  const files = roots.flatMap(styleFiles);

  it('finds the style files', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('are made only that way', () => {
    const own = files.filter((file) =>
      /containerType|container-type/.test(readFileSync(file, 'utf8')),
    );
    expect(own.map((file) => file.slice(file.lastIndexOf('/src/') - 3))).toEqual([]);
  });
});
