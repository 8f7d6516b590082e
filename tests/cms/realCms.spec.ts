import { expect, test, type Page } from '@playwright/test';
import { paths } from '@rimal/core';
import { documentIdOf } from '@rimal/mocks';
import {
  aed,
  cardOf,
  lineOf,
  openCart,
  press,
  product,
  productIn,
  seedCart,
} from '../e2e/support/shop';
import { cmsApi, cmsOrigin, cmsTokens } from './cmsSite';

/** The prerendered page shows first; its buttons answer once the app has taken it over. */
const started = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-started', '');

// The site built against a real Strapi 5 seeded from the demo catalog (tests/cms.config.ts).
const KUNAFA = product(99);

/** Changes a product's price as an editor would, through the CMS's REST API. */
async function setPrice(id: number, price: number) {
  const response = await fetch(`${cmsApi}/products/${documentIdOf('product', id)}?locale=en`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${cmsTokens().editor}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ data: { price } }),
  });
  expect(response.status, await response.text()).toBe(200);
}

async function chooseArabic(page: Page) {
  await press(page.getByRole('banner').getByRole('button', { name: 'English' }));
  await press(page.getByRole('menu').getByRole('menuitemradio', { name: 'العربية' }));
}

test.describe('the site on a real Strapi 5', () => {
  test('lists a category, opens a product and reads it again in Arabic', async ({ page }) => {
    await page.goto(paths.shop);
    await started(page);
    const card = cardOf(page, KUNAFA.title);
    await expect(card).toContainText(await aed(page, 30));
    // The picture comes from the CMS's media library, across origins.
    const picture = card.locator('img').first();
    await expect(picture).toHaveAttribute('src', `${cmsOrigin}/uploads/product-99-top.svg`);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(800);

    await press(card.getByRole('link', { name: `Learn more about ${KUNAFA.title}` }));
    await expect(page).toHaveURL(new RegExp(`${paths.product(KUNAFA.id)}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1, name: KUNAFA.title })).toBeVisible();

    await chooseArabic(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabic = productIn(KUNAFA.id, 'ar').title;
    await expect(page.getByRole('heading', { level: 1, name: arabic })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(await aed(page, 30, 'ar'));
  });

  test('a price changed in the CMS reaches the cart', async ({ page }) => {
    await seedCart(page, [{ id: KUNAFA.id, quantity: 1 }]);
    await page.goto(paths.home);
    await started(page);
    const drawer = await openCart(page);
    await expect(lineOf(drawer, KUNAFA.title)).toContainText(await aed(page, 30));

    await setPrice(KUNAFA.id, 27);
    try {
      await page.reload();
      await started(page);
      const again = await openCart(page);
      const notice = again.getByRole('status', { name: 'Your cart was updated' });
      await expect(notice).toContainText(
        `Price changed from ${await aed(page, 30)} to ${await aed(page, 27)}`,
      );
      await expect(lineOf(again, KUNAFA.title)).toContainText(await aed(page, 27));
    } finally {
      await setPrice(KUNAFA.id, 30);
    }
  });
});
