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
