import { expect, test } from '@playwright/test';
import { blockSiteData } from '../e2e/support/siteData';

test.describe('demo mode (npm start: no back end configured)', { tag: '@demo' }, () => {
  test('the mock service worker answers and the site renders without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // The page itself answers 404 (no page of the site lives at /mail): the browser logs that
      // status, which is the point. Any other failed load is an error.
      const notFoundPage =
        message.text().includes('404') && new URL(message.location().url).pathname === '/mail';
      if (message.type() === 'error' && !notFoundPage) errors.push(message.text());
    });
    const response = await page.goto('/mail');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Opps! Page Not Found' })).toBeVisible();
    // The prerendered page shows before the app, and the app starts the demo back ends.
    await expect(page.locator('html')).toHaveAttribute('data-started', '');
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
        ),
      )
      .toContain('/mockServiceWorker.js');
    expect(errors).toEqual([]);
  });

  test('says it is the demo shop, above the header', async ({ page }) => {
    await page.goto('/');
    const ribbon = page.getByRole('complementary', { name: 'Demo shop: no real orders' });
    await expect(ribbon).toBeVisible();
    const ribbonBox = await ribbon.boundingBox();
    const headerBox = await page.getByRole('banner').boundingBox();
    expect(ribbonBox!.y + ribbonBox!.height).toBeLessThanOrEqual(headerBox!.y);
  });

  test('demo media are part of the build', async ({ request }) => {
    const response = await request.get('/demo-media/uploads/logo.svg');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  });
});

test.describe('demo mode in a browser that blocks site data', { tag: '@demo' }, () => {
  test('says truthfully that the demo needs site data, in the visitor’s language, with Retry', async ({
    page,
  }) => {
    // The demo's back ends run in the browser (the mock service worker) and cannot start
    // without site data.
    await blockSiteData(page);
    await page.goto('/ar/about');
    const screen = page.locator('[data-screen="startup-error"]');
    await expect(screen.getByRole('heading', { name: 'تعذّر تشغيل المتجر' })).toBeVisible();
    await expect(screen).toContainText('بيانات الموقع');
    await expect(screen).not.toContainText('انقطاع الاتصال');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  });
});
