import { describe, expect, it } from 'vitest';
import { linkPreviewOf, linkPreviewPathOf, siteLinkPreview } from './linkPreview';

const file = (url: string, mime: string | null, width: number | null, height: number | null) => ({
  url,
  mime,
  width,
  height,
});

describe('linkPreviewOf', () => {
  it('takes the smallest JPEG or PNG that fills a large card', () => {
    expect(
      linkPreviewOf([
        file('/uploads/photo.jpg', 'image/jpeg', 4000, 3000),
        file('/uploads/large_photo.jpg', 'image/jpeg', 1000, 750),
        file('/uploads/preview_photo.jpg', 'image/jpeg', 1200, 900),
        file('/uploads/xlarge_photo.jpg', 'image/jpeg', 1920, 1440),
      ]),
    ).toEqual({ url: '/uploads/preview_photo.jpg', width: 1200, height: 900 });
  });

  it('takes a large enough original when no copy is', () => {
    expect(linkPreviewOf([file('/uploads/box.png', 'image/png', 1200, 630)])).toEqual({
      url: '/uploads/box.png',
      width: 1200,
      height: 630,
    });
  });

  it('has none for a vector, another raster type, a small or a too-flat picture', () => {
    expect(
      linkPreviewOf([
        file('/uploads/art.svg', 'image/svg+xml', 1600, 900),
        file('/uploads/art.webp', 'image/webp', 1600, 900),
        file('/uploads/small.jpg', 'image/jpeg', 1199, 900),
        file('/uploads/banner.jpg', 'image/jpeg', 3000, 629),
        file('/uploads/unknown.jpg', 'image/jpeg', null, null),
        file('/uploads/untyped.jpg', null, 1600, 900),
      ]),
    ).toBeNull();
  });
});

describe('linkPreviewPathOf', () => {
  it('names the raster beside a vector as the upload plugin names a preview copy', () => {
    expect(linkPreviewPathOf('/uploads/hero-poster.svg')).toBe('/uploads/preview_hero-poster.jpg');
    expect(linkPreviewPathOf('product-99-top.svg')).toBe('preview_product-99-top.jpg');
  });
});

describe('siteLinkPreview', () => {
  it('is the 1200 × 630 JPEG beside the page’s artwork on the media host', () => {
    expect(siteLinkPreview('https://cms.example', 'vegan')).toEqual({
      url: 'https://cms.example/uploads/preview_brand-vegan.jpg',
      width: 1200,
      height: 630,
    });
  });
});
