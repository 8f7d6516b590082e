import type { Page } from '@playwright/test';
import { paths } from '@rimal/core';
import { expect, test } from '../support/fixtures';
import { checkEach } from '../support/steps';

/** Issue 29: only the canonical decimal form of an id is an address (docs/contracts.md §10). */
async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { name: 'Opps! Page Not Found', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Rimal');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
}

test.describe('addresses with another spelling of a product id', () => {
  // One visit walks every spelling, each opened by its address (docs/style.md §11).
  test('another spelling of a product id is not found, rather than product 90 under a second address', async ({
    page,
  }) => {
    await checkEach(
      ['0x5a', '9e1', '090', '+90', '%2090', '0b1011010'].map((alias) => [
        `/product/${alias}`,
        async () => {
          await page.goto(`/product/${alias}`);
          await expectNotFound(page);
        },
      ]),
    );
  });

  // Its own visit: walked after the product addresses, with the id check broken on purpose, this
  // address still showed Not Found where a fresh visit showed the shop.
  test('/products/0x1 is not found, rather than the shop under a second address', async ({
    page,
  }) => {
    await page.goto('/products/0x1');
    await expectNotFound(page);
  });

  test('the canonical address still shows the product, naming itself as canonical', async ({
    page,
  }) => {
    await page.goto(paths.product(90));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${paths.product(90)}(\\?lang=en)?$`),
    );
  });
});
