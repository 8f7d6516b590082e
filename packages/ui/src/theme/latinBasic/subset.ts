import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { latinBasicText } from './coverage';

const require = createRequire(import.meta.url);

/**
 * One basic face, cut with HarfBuzz from a full Latin face: the same outlines, variation axis
 * and OpenType features, for the basic characters only. The same input gives the same bytes.
 */
export async function cutLatinBasicFace(source: string): Promise<Buffer> {
  const full = await readFile(require.resolve(source));
  return subsetFont(full, latinBasicText(), { targetFormat: 'woff2' });
}
