/**
 * Draws every demo picture into `mocks/media/uploads/` (committed). Deterministic: running
 * it again changes nothing unless the catalog or the drawing code changed.
 *
 *   npx tsx mocks/scripts/generate-media.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAllMedia } from './media';

const uploads = fileURLToPath(new URL('../media/uploads/', import.meta.url));

mkdirSync(uploads, { recursive: true });
const files = renderAllMedia();
for (const existing of readdirSync(uploads)) {
  if (existing.endsWith('.svg') && !files.has(existing)) rmSync(join(uploads, existing));
}
let largest = 0;
for (const [name, svg] of files) {
  writeFileSync(join(uploads, name), svg);
  largest = Math.max(largest, Buffer.byteLength(svg));
}
console.log(`Wrote ${files.size} files to ${uploads} (largest ${(largest / 1024).toFixed(1)} KB)`);

// The media library records each file's size in KB (Strapi's upload plugin rounds to 0.01):
// the demo content service answers these, as a CMS seeded with the files does.
const sizes = Object.fromEntries(
  [...files.entries()]
    .filter(([name]) => name.startsWith('product-'))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, svg]) => [name, Math.round(Buffer.byteLength(svg) / 10) / 100]),
);
writeFileSync(
  fileURLToPath(new URL('../src/catalog/mediaSizes.json', import.meta.url)),
  `${JSON.stringify(sizes, null, 2)}\n`,
);
