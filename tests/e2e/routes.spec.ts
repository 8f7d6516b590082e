import { expect, test } from '@playwright/test';

test.describe('routes', () => {
  test('an unknown path shows the Not Found screen with a way home', async ({ page }) => {
    await page.goto('/mail');
    await expect(page.getByRole('heading', { name: 'Opps! Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('Arabic is shown right to left', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('rimal.lang', 'ar'));
    await page.goto('/no-such-page');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});
