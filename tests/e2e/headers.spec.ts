import { expect, test, type APIResponse } from '@playwright/test';
import { paths } from '@rimal/core';
import { backEnds, ports } from '../servers';

/** The e2e build's back ends (tests/servers.ts): media and API on the demo server, no Stripe key. */
const mediaOrigin = new URL(backEnds.VITE_MEDIA_URL).origin;
const apiOrigins = [backEnds.VITE_CONTENT_URL, backEnds.VITE_SHOP_URL, backEnds.VITE_MAIL_URL].map(
  (url) => new URL(url).origin,
);
const yearLong = 'public, max-age=31536000, immutable';

/** A policy's directives by name, each with its sources. */
function directives(policy: string) {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(response: APIResponse) {
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const policy = directives(headers['content-security-policy'] ?? '');
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', mediaOrigin]);
  expect(policy.get('media-src')).toEqual(["'self'", mediaOrigin]);
  expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", ...apiOrigins]));
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('frame-src')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe(
    'camera=(), microphone=(), geolocation=(), payment=()',
  );
  expect(headers['strict-transport-security']).toBe('max-age=31536000');
}

test.describe('security headers', () => {
  test('the home page carries every security header and is not cached for a year', async ({
    request,
  }) => {
    const response = await request.get(paths.home);
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control'] ?? '').not.toContain('immutable');
    // The <meta> copy for hosts that cannot send headers: frame-ancestors is invalid there.
    const html = await response.text();
    expect(html).toContain('<meta http-equiv="Content-Security-Policy"');
    expect(html).not.toContain('frame-ancestors');
  });

  test('a page the client router draws carries them too', async ({ request }) => {
    expectSecurityHeaders(await request.get(paths.product(99)));
  });

  test('a hashed asset carries them and is cached for a year', async ({ request }) => {
    const html = await (await request.get(paths.home)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await request.get(script!);
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toBe(yearLong);
  });

  test('the policy lets the pages load everything they show', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text()))
        violations.push(message.text());
    });
    const pages: [string, string][] = [
      [paths.home, 'Golden dates, dipped in fine chocolate'],
      [paths.product(99), 'Pistachio Kunafa Medjool'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Every picture has loaded or failed: a blocked one has been reported by then.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.images].every((image) => image.complete || image.loading === 'lazy'),
          ),
        )
        .toBe(true);
    }
    expect(violations).toEqual([]);
  });
});

test.describe('a hashed asset that is not there (issue 29)', () => {
  // The preview the tests use, and the build as a static host serves it (scripts/serve-static.mjs).
  const hosts = [
    ['vite preview', `http://localhost:${ports.site}`],
    ['the static host', `http://localhost:${ports.lighthouse}`],
  ] as const;
  for (const [name, origin] of hosts) {
    test(`${name} answers 404 that nobody caches, never the page`, async ({ request }) => {
      for (const path of ['/assets/ProductPage-gone0000.js', '/assets/index-gone0000.css']) {
        const response = await request.get(`${origin}${path}`);
        expect(response.status()).toBe(404);
        expect(response.headers()['cache-control']).toBe('no-store');
        expect(response.headers()['content-type']).not.toContain('text/html');
        expect(await response.text()).not.toContain('<html');
      }
    });
  }
});

test.describe("the crawlers' files (issue 45)", () => {
  const hosts = [
    ['vite preview', `http://localhost:${ports.site}`],
    ['the static host', `http://localhost:${ports.lighthouse}`],
  ] as const;
  for (const [name, origin] of hosts) {
    test(`${name} sends the sitemap as XML and robots.txt as text`, async ({ request }) => {
      const sitemap = await request.get(`${origin}/sitemap.xml`);
      expect(sitemap.status()).toBe(200);
      expect(sitemap.headers()['content-type']).toMatch(/^(application|text)\/xml\b/);
      const robots = await request.get(`${origin}/robots.txt`);
      expect(robots.headers()['content-type']).toMatch(/^text\/plain\b/);
    });
  }
});
