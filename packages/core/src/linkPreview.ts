import { mediaUrl } from './media';
import { siteLinkPreviews } from './siteMedia';

/**
 * The picture a shared link's preview shows. Large networks show only a raster picture (no SVG)
 * and draw their large card from 1200 × 630 (docs/catalog-languages.md §5).
 */
export const LINK_PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The picture's address and its size in pixels. */
export interface LinkPreviewPicture {
  url: string;
  width: number;
  height: number;
}

/** A media file, or one of the copies the content service resized it into. */
export interface MediaFileSize {
  url: string;
  mime: string | null;
  width: number | null;
  height: number | null;
}

const shownTypes = new Set(['image/jpeg', 'image/png']);

/**
 * The smallest of a media file and its resized copies that networks show in a large card: a
 * JPEG or PNG at least 1200 × 630. Null when there is none (a vector, or a small photo).
 */
export function linkPreviewOf(sizes: readonly MediaFileSize[]): LinkPreviewPicture | null {
  const shown = sizes.flatMap(({ url, mime, width, height }) =>
    mime !== null &&
    shownTypes.has(mime) &&
    width !== null &&
    height !== null &&
    width >= LINK_PREVIEW_SIZE.width &&
    height >= LINK_PREVIEW_SIZE.height
      ? [{ url, width, height }]
      : [],
  );
  return shown.reduce<LinkPreviewPicture | null>(
    (smallest, size) =>
      smallest === null || size.width * size.height < smallest.width * smallest.height
        ? size
        : smallest,
    null,
  );
}

/**
 * Where the raster preview of a vector picture is kept, beside it, named as Strapi's upload
 * plugin names the copy a breakpoint called `preview` makes (`preview_<hash><ext>`):
 * `/uploads/hero-poster.svg` → `/uploads/preview_hero-poster.jpg`.
 */
export function linkPreviewPathOf(path: string): string {
  const slash = path.lastIndexOf('/') + 1;
  const name = path.slice(slash).replace(/\.[^.]*$/, '');
  return `${path.slice(0, slash)}preview_${name}.jpg`;
}

/**
 * The link preview of a page without a picture of its own (siteLinkPreviews): the JPEG beside
 * its artwork on the media host.
 */
export function siteLinkPreview(
  mediaHost: string,
  page: keyof typeof siteLinkPreviews,
): LinkPreviewPicture {
  return {
    url: mediaUrl(mediaHost, linkPreviewPathOf(siteLinkPreviews[page])),
    ...LINK_PREVIEW_SIZE,
  };
}
