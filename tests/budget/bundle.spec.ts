import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import type { ChunkReport } from '@rimal/app/build/bundleReport';
import { paths } from '@rimal/core';
import { seedCart } from '../e2e/support/shop.ts';

/**
 * Budgets of issue 9, in gzip bytes of JavaScript sent. The home page's was 150 KB; it was 155 KB
 * since issue 18 put what must work when the site's other files fail into the first download
 * (reload after a deploy, the start-up error screen in seven languages, storage that may be
 * blocked): 148.6 KB before, 152.2 KB after. It is 157 KB since issue 28 (prerendered pages):
 * 156.3 KB, of which the two small scripts a prerendered page runs (the language move before the
 * paint, 0.7 KB; asking for the app after it and holding presses until it answers, 0.7 KB) and
 * the take-over of the HTML (1.7 KB). 155.5 KB since the contact page's file screening left the
 * entry (the mail client needs only `cleanUploadName`); 155.9 KB since React comes in a script
 * of its own, started in a task before the site's (app/src/startup/reactFirst.ts). 146 KB since
 * React Router runs in declarative mode (its data router was about 29 KB of the entry): issue 28's
 * 1.3 times the bare framework page (`tests/budget/reference`, 112.3 KB gzip on 2026-11-28).
 */
const HOME_JS_BUDGET = 146 * 1024;
const CHECKOUT_ONLY_PACKAGES = [
  'xstate',
  '@xstate/react',
  'formik',
  'yup',
  '@stripe/stripe-js',
  '@stripe/react-stripe-js',
];

const chunks = JSON.parse(
  readFileSync(new URL('../../app/dist-e2e/.vite/chunks.json', import.meta.url), 'utf8'),
) as Record<string, ChunkReport>;

async function scriptsLoadedBy(page: Page, action: () => Promise<unknown>) {
  const scripts = new Map<string, number>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname.replace(/^\//, '');
    // A page a reader of another language leaves before it paints takes its bodies with it.
    const read = response.body().then(
      (body) => void scripts.set(path, gzipSync(body, { level: 9 }).length),
      () => undefined,
    );
    reading.push(read);
  });
  await action();
  await page.waitForLoadState('networkidle');
  // The network is idle before every body is read: under load the last scripts, the page's
  // language among them, were still being read when the map was returned.
  await Promise.all(reading);
  return scripts;
}

const checkoutPackagesIn = (scripts: Map<string, number>) => {
  const packages = new Set([...scripts.keys()].flatMap((file) => chunks[file]?.packages ?? []));
  return CHECKOUT_ONLY_PACKAGES.filter((name) => packages.has(name));
};

test.describe('performance budgets', () => {
  test('the home page sends at most 146 KB of JavaScript (gzip) and no checkout code', async ({
    page,
  }, testInfo) => {
    const scripts = await scriptsLoadedBy(page, () => page.goto('/'));
    const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    testInfo.annotations.push({
      type: 'home JS gzip',
      description: `${(total / 1024).toFixed(1)} KB in ${scripts.size} files`,
    });
    expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET);
    expect(checkoutPackagesIn(scripts)).toEqual([]);
  });

  test('checkout with an empty cart sends none of the checkout libraries', async ({ page }) => {
    const scripts = await scriptsLoadedBy(page, () => page.goto(paths.checkout));
    await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
    expect(checkoutPackagesIn(scripts)).toEqual([]);
  });

  test('checkout with a cart sends the checkout libraries it needs', async ({ page }) => {
    await seedCart(page, [{ id: 90, quantity: 1 }]);
    const scripts = await scriptsLoadedBy(page, () => page.goto(paths.checkout));
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    expect(checkoutPackagesIn(scripts)).toEqual(
      expect.arrayContaining(['xstate', 'formik', 'yup']),
    );
  });

  test('a language loads only its own texts (and the English fallback)', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('rimal.lang', 'ja'));
    // Until the app has started in Japanese: on a busy machine the network fell idle while it
    // was still starting, before it had asked for any texts.
    const scripts = await scriptsLoadedBy(page, async () => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.locator('html')).toHaveAttribute('data-started', '');
    });
    const locales = [...scripts.keys()]
      .map((file) => chunks[file]?.module ?? '')
      .map((module) => /locales\/([a-z]{2})\//.exec(module)?.[1])
      .filter((language): language is string => language !== undefined);
    expect(locales).toContain('ja');
    expect(new Set(locales)).toEqual(new Set(['ja', 'en']));
  });
});

test.describe('a build with real back ends carries no demo (issue 29)', () => {
  const dist = new URL('../../app/dist-e2e/', import.meta.url);

  test('has no mock service worker and no demo back ends', () => {
    expect(existsSync(new URL('mockServiceWorker.js', dist))).toBe(false);
    const demoChunks = Object.entries(chunks)
      .filter(
        ([, chunk]) => (chunk.module ?? '').startsWith('mocks/') || chunk.packages.includes('msw'),
      )
      .map(([file]) => file);
    expect(demoChunks).toEqual([]);
  });

  test('holds none of the demo prize codes or catalog', () => {
    const scripts = readdirSync(new URL('assets/', dist)).filter((file) => file.endsWith('.js'));
    const holding = scripts.filter((file) =>
      /WIN50OFF01|WINGOLD001|NOPRIZE001/.test(
        readFileSync(new URL(`assets/${file}`, dist), 'utf8'),
      ),
    );
    expect(holding).toEqual([]);
  });
});
