import { siteMedia } from '@rimal/core';
import type { StrapiMedia } from './types';

export type ProductView = 'top' | 'box';

export const PRODUCT_IMAGE_SIZE = 800;

const mediaStamp = '2024-02-12T09:00:00.000Z';

/** File name (under `mocks/media/uploads/`) of a product picture. */
export function productImageFile(productId: number, view: ProductView): string {
  return `product-${productId}-${view}.svg`;
}

/** A product picture as a Strapi v4 media relation: img is the top view, img2 the boxed view. */
export function productImage(productId: number, view: ProductView, title: string): StrapiMedia {
  const name = productImageFile(productId, view);
  return {
    data: {
      id: productId * 10 + (view === 'top' ? 1 : 2),
      attributes: {
        name,
        alternativeText: view === 'top' ? `${title}, served on a plate` : `${title}, gift box`,
        caption: null,
        width: PRODUCT_IMAGE_SIZE,
        height: PRODUCT_IMAGE_SIZE,
        ext: '.svg',
        mime: 'image/svg+xml',
        url: `/uploads/${name}`,
        provider: 'local',
        createdAt: mediaStamp,
        updatedAt: mediaStamp,
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
