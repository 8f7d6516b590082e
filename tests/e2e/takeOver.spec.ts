import { expect, test, type Page } from '@playwright/test';
import { paths } from '@rimal/core';
import { cardOf, expectCartCount, press, product } from './support/shop';

/*
 * A prerendered page shows its buttons before the app has taken it over (html[data-started]).
 * A press in that time is held and pressed again once the app answers (startAfterLoad.ts).
 * Here the app's script is held back, so that the press surely comes first.
 */

const HELD_BACK_MS = 2_000;

async function openBeforeTheApp(page: Page, path: string) {
  let held = 0;
  await page.route(
    (url) => /\/assets\/index-[\w-]+\.js$/.test(url.pathname),
    async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, HELD_BACK_MS));
      await route.fallback();
    },
  );
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return {
    async expectNotStarted() {
      await expect(page.locator('html')).not.toHaveAttribute('data-started');
    },
    async waitForTheApp() {
      await expect(page.locator('html')).toHaveAttribute('data-started', '', { timeout: 15_000 });
      expect(held, "the app's script was held back").toBe(1);
    },
  };
}

test(
  '"Add to cart" pressed before the app has started is answered once it has',
  { tag: '@phone' },
  async ({ page }) => {
    const kunafa = product(99);
    const opened = await openBeforeTheApp(page, paths.products(1));
    await opened.expectNotStarted();
    await press(cardOf(page, kunafa.title).getByRole('button', { name: 'Add to cart' }));
    await opened.expectNotStarted();
    await opened.waitForTheApp();
    await expectCartCount(page, 1);
  },
);

test('a form sent before the app has started stays on its page, and is checked once the app has', async ({
  page,
}) => {
  const opened = await openBeforeTheApp(page, paths.contact);
  await opened.expectNotStarted();
  const form = page.getByRole('form', { name: 'Contact form' });
  await press(form.getByRole('button', { name: 'Contact Now' }));
  await opened.waitForTheApp();
  // Not sent natively: the empty fields never reached the address.
  expect(new URL(page.url()).search).toBe('');
  await expect(
    form.getByRole('textbox', { name: 'Name', exact: true }),
  ).toHaveAccessibleDescription('This field is required');
});
