import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderAllMedia } from '../scripts/media';
import { mediaSize, products, siteMedia, siteMediaPaths } from './catalog';

const uploads = fileURLToPath(new URL('../media/uploads/', import.meta.url));
const files = readdirSync(uploads).filter((name) => name.endsWith('.svg'));

/** A small well-formedness check: every tag closes in order, attributes are quoted. */
function wellFormed(svg: string): string | undefined {
  const stack: string[] = [];
  const body = svg.replace(/<!--[\s\S]*?-->/g, '');
  const tags = body.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g);
  let consumed = 0;
  for (const tag of tags) {
    const [whole, closing, name = '', , selfClosing] = tag;
    consumed += whole.length;
    if (selfClosing) continue;
    if (closing) {
      const open = stack.pop();
      if (open !== name) return `</${name}> closes <${open ?? 'nothing'}>`;
    } else stack.push(name);
  }
  if (stack.length > 0) return `unclosed <${stack.join('>, <')}>`;
  const tagChars = [...body.matchAll(/<[^>]*>/g)].reduce((sum, match) => sum + match[0].length, 0);
  if (tagChars !== consumed) return 'a tag did not parse (unquoted attribute or stray <)';
  return undefined;
}

describe('demo media (mocks/media/uploads)', () => {
  it('has a file for every product picture and every site artwork', () => {
    const expected = [
      ...products.flatMap((product) => [
        product.attributes.img.data?.attributes.url,
        product.attributes.img2.data?.attributes.url,
      ]),
      ...siteMediaPaths(),
    ];
    for (const url of expected) {
      expect(url).toMatch(/^\/uploads\/[\w-]+\.(svg|webm|mp4)$/);
      expect(existsSync(join(uploads, (url ?? '').replace('/uploads/', ''))), url).toBe(true);
    }
  });

  it.each(files)('%s is a small, valid SVG document', (name) => {
    const path = join(uploads, name);
    const svg = readFileSync(path, 'utf8');
    expect(statSync(path).size).toBeLessThan(12 * 1024);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/,
    );
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(wellFormed(svg)).toBeUndefined();
    for (const [, id] of svg.matchAll(/(?:url\(#|href="#)([\w-]+)/g)) {
      expect(svg, `${name} refers to #${id}`).toContain(`id="${id}"`);
    }
  });

  it('draws each product differently, and img differently from img2', () => {
    const contents = new Set(files.map((name) => readFileSync(join(uploads, name), 'utf8')));
    expect(contents.size).toBe(files.length);
  });

  it.each([siteMedia.heroVideo, siteMedia.productsBannerVideo])(
    'has each loop as a small WebM and MP4 (scripts/media/videos.ts): %o',
    (video) => {
      const webm = readFileSync(join(uploads, video.webm.replace('/uploads/', '')));
      const mp4 = readFileSync(join(uploads, video.mp4.replace('/uploads/', '')));
      // EBML header of a WebM file; `ftyp` box of an MP4 file.
      expect(webm.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
      expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(webm.length).toBeLessThan(400 * 1024);
      expect(mp4.length).toBeLessThan(400 * 1024);
    },
  );

  it('is exactly what scripts/generate-media.ts draws (committed files are up to date)', () => {
    const rendered = renderAllMedia();
    expect([...rendered.keys()].sort()).toEqual([...files].sort());
    for (const [name, svg] of rendered) {
      expect(readFileSync(join(uploads, name), 'utf8'), name).toBe(svg);
    }
  });
});

describe('the media library sizes (mediaSizes.json)', () => {
  it.each(files.filter((name) => name.startsWith('product-')))(
    '%s is recorded at its size in KB',
    (name) => {
      const kb = Math.round(statSync(join(uploads, name)).size / 10) / 100;
      expect(mediaSize(name)).toBe(kb);
    },
  );
});
