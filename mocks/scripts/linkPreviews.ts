/**
 * The demo's link previews: each vector picture a page previews (linkPreviewSources),
 * rasterized into the 1200 × 630 JPEG that large networks show, cropped to cover, beside it
 * (linkPreviewPathOf). Written by the demo build (app/build/demoMediaPlugin.ts) and by
 * `npm run cms` into the CMS's uploads, and served by the demo back ends' media host; never
 * committed.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { LINK_PREVIEW_SIZE, linkPreviewPathOf } from '@rimal/core';
import { linkPreviewSources } from '../src/catalog';

const UPLOADS = fileURLToPath(new URL('../media/uploads/', import.meta.url));
/** Where drawn previews are kept between builds and runs. */
export const LINK_PREVIEW_CACHE = fileURLToPath(
  new URL('../../node_modules/.cache/link-previews/', import.meta.url),
);

/** An SVG is drawn at 72 dpi; drawn at this density it is at least as large as the preview. */
async function densityToCover(svg: Buffer): Promise<number> {
  const { width = 0, height = 0 } = await sharp(svg).metadata();
  const scale = Math.max(LINK_PREVIEW_SIZE.width / width, LINK_PREVIEW_SIZE.height / height, 1);
  return 72 * scale;
}

const JPEG = { quality: 82, mozjpeg: true } as const;

/** The JPEG link preview of one vector picture. */
async function renderLinkPreview(svg: Buffer): Promise<Buffer> {
  return (
    sharp(svg, { density: await densityToCover(svg) })
      .resize({ ...LINK_PREVIEW_SIZE, fit: 'cover' })
      // JPEG has no transparency: a transparent background would turn black, not white.
      .flatten({ background: '#ffffff' })
      .jpeg(JPEG)
      .toBuffer()
  );
}

/** The source picture (under mocks/media/uploads) whose preview is `file`, if it is one. */
export function linkPreviewSourceOf(file: string): string | undefined {
  return linkPreviewSources().find((source) => linkPreviewPathOf(source) === file);
}

/** What a preview is made of: its source, its size and quality, and sharp's version. */
const renderKey = (svg: Buffer) =>
  createHash('sha256')
    .update(svg)
    .update(JSON.stringify([LINK_PREVIEW_SIZE, JPEG, sharp.versions]))
    .digest('hex');

/**
 * The preview of one source picture, as a file of `cacheDir`, and whether it had to be drawn. A
 * product's art blurs its shadows, which takes rsvg about a second a picture, so each preview is
 * kept under its render key and drawn again only when that changes.
 */
export async function linkPreviewFile(
  source: string,
  cacheDir = LINK_PREVIEW_CACHE,
): Promise<{ file: string; drawn: boolean }> {
  const svg = readFileSync(join(UPLOADS, source));
  const file = join(cacheDir, `${renderKey(svg)}.jpg`);
  if (existsSync(file)) return { file, drawn: false };
  mkdirSync(cacheDir, { recursive: true });
  const jpeg = await renderLinkPreview(svg);
  // Written whole under another name first: a reader never sees half a file.
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, jpeg);
  renameSync(partial, file);
  return { file, drawn: true };
}

/**
 * Writes every link preview into `uploadsDir` (the media host's `/uploads`), two at a time (a
 * build machine has two cores or more), and answers how many files and bytes, and how many had
 * to be drawn.
 */
export async function writeLinkPreviews(
  uploadsDir: string,
  cacheDir = LINK_PREVIEW_CACHE,
): Promise<{ files: number; bytes: number; drawn: number }> {
  mkdirSync(uploadsDir, { recursive: true });
  const sources = linkPreviewSources();
  const queue = [...sources];
  let bytes = 0;
  let drawn = 0;
  const work = async () => {
    for (let source = queue.shift(); source !== undefined; source = queue.shift()) {
      const preview = await linkPreviewFile(source, cacheDir);
      const target = join(uploadsDir, linkPreviewPathOf(source));
      copyFileSync(preview.file, target);
      bytes += statSync(target).size;
      if (preview.drawn) drawn += 1;
    }
  };
  await Promise.all([work(), work()]);
  return { files: sources.length, bytes, drawn };
}
