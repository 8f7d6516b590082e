import { describe, expect, it } from 'vitest';
import { BRAND_PAGE_IDS, paths } from '@rimal/core';
import {
  contentSecurityPolicy,
  fontPreloadLinks,
  preconnectLinks,
  robots,
  sitemap,
} from './sitePlugin';
import { publicRoutes } from './publicRoutes';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('content security policy', () => {
  it('allows only the site itself in demo mode', () => {
    const policy = contentSecurityPolicy({});
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'");
  });

  it('adds the configured service hosts and nothing else', () => {
    const policy = contentSecurityPolicy({
      VITE_CONTENT_URL: 'https://cms.example.com/api',
      VITE_MEDIA_URL: 'https://media.example.com',
      VITE_SHOP_URL: 'https://shop.example.com',
      VITE_MAIL_URL: 'https://mail.example.com',
    });
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://cms.example.com https://shop.example.com https://mail.example.com https://media.example.com",
    );
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https://media.example.com");
  });

  it('allows Stripe only when a publishable key is configured', () => {
    const policy = contentSecurityPolicy({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123' });
    expect(directive(policy, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(policy, 'frame-src')).toContain('https://checkout.stripe.com');
  });
});

describe('robots and sitemap', () => {
  it('points robots at the sitemap and keeps checkout out of search', () => {
    expect(robots('https://rimal.example')).toContain('Sitemap: https://rimal.example/sitemap.xml');
    expect(robots('https://rimal.example')).not.toContain('Disallow');
  });

  it('lists the public pages with absolute URLs', () => {
    const xml = sitemap('https://rimal.example', publicRoutes);
    expect(xml).toContain('<loc>https://rimal.example/products/1</loc>');
    expect(xml).toContain('<loc>https://rimal.example/terms-&amp;-conditions</loc>');
  });

  it('lists every category and brand page, once, and no checkout step', () => {
    expect(publicRoutes).toEqual(expect.arrayContaining([paths.home, paths.products(3)]));
    expect(publicRoutes).toEqual(expect.arrayContaining(BRAND_PAGE_IDS.map(paths.brandPage)));
    expect(new Set(publicRoutes).size).toBe(publicRoutes.length);
    for (const step of [paths.checkout, paths.orderConfirmed, paths.paymentFailed, paths.mail]) {
      expect(publicRoutes).not.toContain(step);
    }
  });
});

describe('preconnect hints', () => {
  it('opens a CORS connection to the content service and a plain one to the media host', () => {
    expect(
      preconnectLinks({
        VITE_CONTENT_URL: 'https://cms.example.com/api',
        VITE_MEDIA_URL: 'https://media.example.com',
      }),
    ).toEqual([
      '<link rel="preconnect" href="https://cms.example.com" crossorigin />',
      '<link rel="preconnect" href="https://media.example.com" />',
    ]);
  });

  it('gives nothing in demo mode, where every call stays on the site origin', () => {
    expect(preconnectLinks({})).toEqual([]);
  });
});

describe('font preloads', () => {
  it('asks for the basic Latin body and heading faces with the document, not the full ones', () => {
    const links = fontPreloadLinks([
      'assets/index-abc.js',
      'assets/inter-latin-ext-wght-normal-x1.woff2',
      'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
      'assets/inter-latin-basic-wght-normal-Q1w2.woff2',
      'assets/noto-sans-arabic-arabic-wght-normal-y2.woff2',
      'assets/playfair-display-latin-wght-normal-BOwq7MWX.woff2',
      'assets/playfair-display-latin-basic-wght-normal-E3_r.woff2',
    ]);
    expect(links).toEqual([
      '<link rel="preload" href="/assets/inter-latin-basic-wght-normal-Q1w2.woff2" as="font" type="font/woff2" crossorigin />',
      '<link rel="preload" href="/assets/playfair-display-latin-basic-wght-normal-E3_r.woff2" as="font" type="font/woff2" crossorigin />',
    ]);
  });

  it('asks for nothing when the build has no such font', () => {
    expect(fontPreloadLinks(['assets/index-abc.js'])).toEqual([]);
  });
});
