import { LINK_PREVIEW_SIZE, linkPreviewPathOf, siteMedia } from '@rimal/core';
import { documentIdOf } from './documentIds';
import sizes from './mediaSizes.json' with { type: 'json' };
import type { StrapiMedia, StrapiMediaFormat } from './types';

export type ProductView = 'top' | 'box';

export const PRODUCT_IMAGE_SIZE = 800;

const mediaStamp = '2024-02-12T09:00:00.000Z';

/** File name (under `mocks/media/uploads/`) of a product picture. */
export function productImageFile(productId: number, view: ProductView): string {
  return `product-${productId}-${view}.svg`;
}

/** A file's size in KB as the media library records it (mediaSizes.json, `generate-media.ts`). */
export function mediaSize(name: string): number {
  const size = (sizes as Record<string, number>)[name];
  if (size === undefined) throw new Error(`No size recorded for ${name}: run generate-media.ts`);
  return size;
}

/** The link preview copy of a vector picture: a 1200 × 630 JPEG beside it. */
function linkPreviewFormat(name: string): StrapiMediaFormat {
  const file = linkPreviewPathOf(name);
  return {
    name: file,
    hash: file.replace(/\.jpg$/, ''),
    ext: '.jpg',
    mime: 'image/jpeg',
    path: null,
    ...LINK_PREVIEW_SIZE,
    url: `/uploads/${file}`,
  };
}

/** A product picture as a file of the media library: img is the top view, img2 the boxed view. */
export function productImage(productId: number, view: ProductView, title: string): StrapiMedia {
  const name = productImageFile(productId, view);
  const id = productId * 10 + (view === 'top' ? 1 : 2);
  return {
    data: {
      id,
      documentId: documentIdOf('media', id),
      attributes: {
        name,
        alternativeText: view === 'top' ? `${title}, served on a plate` : `${title}, gift box`,
        caption: null,
        focalPoint: null,
        width: PRODUCT_IMAGE_SIZE,
        height: PRODUCT_IMAGE_SIZE,
        formats: view === 'top' ? { preview: linkPreviewFormat(name) } : null,
        hash: name.replace(/\.svg$/, ''),
        ext: '.svg',
        mime: 'image/svg+xml',
        size: mediaSize(name),
        url: `/uploads/${name}`,
        previewUrl: null,
        provider: 'local',
        provider_metadata: null,
        createdAt: mediaStamp,
        updatedAt: mediaStamp,
        publishedAt: mediaStamp,
      },
    },
  };
}

/** Site artwork paths are a content convention shared with the site: they live in core. */
export { siteMedia };

/** Every site artwork path, flattened. */
export function siteMediaPaths(): string[] {
  const out: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(siteMedia);
  return out;
}
