import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BRAND_PAGE_IDS, paths } from '@rimal/core';
import type { Connect, PreviewServer } from 'vite';
import { modulePreloadLinks, preconnectLinks, robots, sitePlugin } from './sitePlugin';
import { publicRoutes, sitemap, sitemapPages } from './publicRoutes';

describe('robots and sitemap', () => {
  it('points robots at the sitemap and keeps checkout out of search', () => {
    expect(robots('https://rimal.example')).toContain('Sitemap: https://rimal.example/sitemap.xml');
    expect(robots('https://rimal.example')).not.toContain('Disallow');
  });

  it('lists every public page in every language, with absolute URLs', () => {
    const xml = sitemap('https://rimal.example', sitemapPages);
    expect(xml).toContain('<loc>https://rimal.example/vegan</loc>');
    expect(xml).toContain('<loc>https://rimal.example/ar/vegan</loc>');
    expect(xml).toContain('<loc>https://rimal.example/ko/terms-&amp;-conditions</loc>');
    expect(xml).toContain('<loc>https://rimal.example/ar/</loc>');
    expect(xml).not.toContain('?lang=');
    expect(xml.match(/<loc>/g)).toHaveLength(publicRoutes.length * 7);
  });

  it('names the page in every language and x-default in each entry', () => {
    const xml = sitemap('https://rimal.example', sitemapPages);
    const entry = /<url>\s*<loc>https:\/\/rimal\.example\/ja\/about<\/loc>([\s\S]*?)<\/url>/.exec(
      xml,
    )?.[1];
    const alternates = [...(entry ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, hreflang, href]) => [hreflang, href],
    );
    expect(alternates).toEqual([
      ['en', 'https://rimal.example/about'],
      ...['ar', 'ru', 'hi', 'zh', 'ja', 'ko'].map((code) => [
        code,
        `https://rimal.example/${code}/about`,
      ]),
      ['x-default', 'https://rimal.example/about'],
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('lists the home, every brand and corporate page, once, and no checkout step', () => {
    expect(publicRoutes).toEqual(expect.arrayContaining([paths.home, paths.about]));
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

describe('preview server', () => {
  /** The headers the preview sends for a path, through the plugin's middleware. */
  /** A build of the preview: a few prerendered pages, the shell, and one hashed script. */
  const outDir = mkdtempSync(join(tmpdir(), 'rimal-preview-'));
  mkdirSync(join(outDir, 'assets'));
  mkdirSync(join(outDir, 'ar', 'product'), { recursive: true });
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(outDir, 'shell.html'), '<!doctype html>');
  writeFileSync(join(outDir, '404.html'), '<!doctype html><title>not found</title>');
  writeFileSync(join(outDir, 'ar', '404.html'), '<!doctype html><title>ar not found</title>');
  writeFileSync(join(outDir, 'ar', 'index.html'), '<!doctype html><title>ar home</title>');
  writeFileSync(join(outDir, 'ar', 'product', '99.html'), '<!doctype html>');
  writeFileSync(join(outDir, 'assets', 'index-abc.js'), 'export {}');
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  function previewHeaders(
    env: Record<string, string>,
    url: string,
    plugin = sitePlugin(),
    method = 'GET',
  ) {
    const middlewares: Connect.NextHandleFunction[] = [];
    const server = {
      config: { env, root: outDir, base: '/', build: { outDir } },
      middlewares: { use: (fn: (typeof middlewares)[0]) => middlewares.push(fn) },
    };
    const hook = plugin.configurePreviewServer;
    if (!hook || typeof hook === 'function') throw new Error('expected an ordered hook');
    void hook.handler.call({} as never, server as unknown as PreviewServer);
    const headers = new Map<string, string>();
    const answer = { status: 0, body: undefined as unknown };
    const response = {
      setHeader: (name: string, value: string) => headers.set(name, value),
      set statusCode(status: number) {
        answer.status = status;
      },
      end: (body: unknown) => (answer.body = body),
    };
    let passedOn = false;
    const request = { url, method };
    for (const middleware of middlewares)
      middleware(request as never, response as never, () => (passedOn = true));
    return { headers, passedOn, order: hook.order, answer, servedUrl: request.url };
  }

  it('moves an old ?lang= link and another spelling of a page with a 301, serves a prerendered page its file, another page the shell, and any other address the not-found page of its language with 404', async () => {
    const plugin = sitePlugin();
    const configResolved = plugin.configResolved as (config: unknown) => Promise<void>;
    await configResolved.call(
      {},
      {
        env: {},
        command: 'serve',
        base: '/',
        root: outDir,
        build: { outDir },
        define: {},
      },
    );
    for (const [url, page] of [
      ['/no/such/page', '<!doctype html><title>not found</title>'],
      ['/en/about', '<!doctype html><title>not found</title>'],
      ['/mail', '<!doctype html><title>not found</title>'],
      ['/ar/no/such/page', '<!doctype html><title>ar not found</title>'],
      // A listing the build did not render: the catalog has no such category.
      ['/products/999', '<!doctype html><title>not found</title>'],
    ] as const) {
      const { answer, passedOn, headers } = previewHeaders({}, url, plugin);
      expect(answer.status, url).toBe(404);
      expect(String(answer.body), url).toBe(page);
      expect(headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(passedOn).toBe(false);
    }
    for (const [url, location] of [
      ['/about?lang=ar', '/ar/about?lang=ar'],
      ['/ar/about/', '/ar/about'],
      ['/AR/about', '/ar/about'],
      ['/product/99/?x=1', '/product/99?x=1'],
    ] as const) {
      const moved = previewHeaders({}, url, plugin);
      expect(moved.answer.status, url).toBe(301);
      expect(moved.headers.get('Location'), url).toBe(location);
      expect(moved.passedOn, url).toBe(false);
    }
    for (const [url, served] of [
      ['/', '/index.html'],
      ['/ar/', '/ar/index.html'],
      ['/ar', '/ar/index.html'],
      ['/ar/product/99', '/ar/product/99.html'],
      ['/product/99?x=1', '/shell.html?x=1'],
      ['/favicon.svg', '/favicon.svg'],
    ] as const) {
      const { passedOn, servedUrl } = previewHeaders({}, url, plugin);
      expect(passedOn, url).toBe(true);
      expect(servedUrl, url).toBe(served);
    }
  });

  it('answers a hashed file the build lacks with a 404 nobody caches, not the page', () => {
    for (const url of ['/assets/ProductPage-gone.js', '/assets/index-abc.css']) {
      const { headers, passedOn, answer } = previewHeaders({}, url);
      expect(answer.status).toBe(404);
      expect(headers.get('Cache-Control')).toBe('no-store');
      expect(headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
      expect(passedOn).toBe(false);
    }
  });

  it('sends the security headers of the environment on every page, then passes the request on', () => {
    const { headers, passedOn, order } = previewHeaders(
      { VITE_MEDIA_URL: 'https://media.example.com' },
      '/products/1?x=1',
    );
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('Content-Security-Policy')).toContain(
      "img-src 'self' data: https://media.example.com",
    );
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.has('Cache-Control')).toBe(false);
    expect(passedOn).toBe(true);
    // Ahead of the demo media middleware, which answers without calling next().
    expect(order).toBe('pre');
  });

  it('marks the hashed assets as cacheable for a year', () => {
    const { headers } = previewHeaders({}, '/assets/index-abc.js');
    expect(headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000');
  });
});

describe('modulePreloadLinks', () => {
  const chunk = (
    fileName: string,
    imports: string[] = [],
    facadeModuleId: string | null = null,
  ) => ({
    type: 'chunk' as const,
    fileName,
    imports,
    facadeModuleId,
  });
  const entry = chunk('assets/index.js', ['assets/vendor.js']);
  const bundle = Object.fromEntries(
    [
      entry,
      chunk('assets/vendor.js'),
      chunk('assets/pages.js', ['assets/vendor.js']),
      chunk('assets/browser.js', ['assets/pages.js', 'assets/index.js'], '/r/mocks/src/browser.ts'),
      chunk('assets/HomePage.js', ['assets/pages.js'], '/r/app/src/pages/HomePage.tsx'),
    ].map((output) => [output.fileName, output]),
  ) as never;
  const worker = /mocks[\\/]src[\\/]browser\.ts$/;

  it('asks for a chunk and what it imports, but not what the entry loads anyway', () => {
    expect(modulePreloadLinks({ bundle, chunk: entry as never }, worker, '/')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/browser.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/pages.js" />',
    ]);
  });

  it('asks for nothing when the build has no such chunk, or on the dev server', () => {
    expect(modulePreloadLinks({ bundle, chunk: entry as never }, /nowhere/, '/')).toEqual([]);
    expect(modulePreloadLinks({ bundle: undefined, chunk: undefined }, worker, '/')).toEqual([]);
  });
});
