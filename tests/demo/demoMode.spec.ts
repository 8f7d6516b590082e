import { expect, test } from '@playwright/test';

test.describe('demo mode (npm start: no back end configured)', () => {
  test('the mock service worker answers and the site renders without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/mail');
    await expect(page.getByRole('heading', { name: 'Opps! Page Not Found' })).toBeVisible();
    const worker = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    );
    expect(worker).toContain('/mockServiceWorker.js');
    expect(errors).toEqual([]);
  });

  test('demo media are part of the build', async ({ request }) => {
    const response = await request.get('/demo-media/uploads/logo.svg');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  });
});
