import type { Locator, Page, Request } from '@playwright/test';
import { paths } from '@rimal/core';
import { expect, test } from './support/fixtures';
import {
  aed,
  cartDrawer,
  detailsForm,
  expectCartCount,
  fillCustomer,
  lineOf,
  openCart,
  paymentArea,
  press,
  product,
  seedCart,
  totalsOf,
} from './support/shop';

// docs/demo-catalog.md, scenario content:changed: 99 costs 27.00 (was 30.00), 90 is sold out,
// 103 is withdrawn, 96 is limited to 1.
const KUNAFA = product(99);
const DATES = product(90);
const PRALINE = product(103);
const BLOSSOM = product(96);
const MEDJOOL = product(93);

const summary = (page: Page) => page.getByRole('region', { name: /^Order Summary/ });
/** The notices of what changed, in the drawer or the checkout summary. */
const notices = (within: Page | Locator) =>
  within.getByRole('status', { name: 'Your cart was updated' });

interface SessionItem {
  title: string;
  price: number;
  quantity: number;
  product_id?: number;
}

/** Submits the details; resolves with the body of the checkout-session request it sends. */
async function continueToPayment(page: Page): Promise<{ products: SessionItem[] }> {
  const sent = page.waitForRequest(
    (request: Request) =>
      request.url().includes('/shop/create-checkout-session') && request.method() === 'POST',
  );
  await press(detailsForm(page).getByRole('button', { name: 'Continue to payment' }));
  const body = (await sent).postDataJSON() as { products: SessionItem[] };
  await expect(paymentArea(page).getByRole('button', { name: /^Pay / })).toBeVisible();
  return body;
}

test.describe('a living catalog: the cart follows the catalog as it changes', () => {
  test(
    'a returning shopper sees the new price, once, and pays it',
    { tag: '@phone' },
    async ({ page, mockApi }) => {
      await seedCart(page, [{ id: KUNAFA.id, quantity: 1 }]);
      await mockApi.scenario('content:changed');
      await page.goto(paths.shop);

      const drawer = await openCart(page);
      const from = await aed(page, 30);
      const to = await aed(page, 27);
      await expect(notices(drawer)).toContainText(KUNAFA.title);
      await expect(notices(drawer)).toContainText(`Price changed from ${from} to ${to}`);
      await expect(lineOf(drawer, KUNAFA.title)).toContainText(to);
      await press(drawer.getByRole('button', { name: 'Got it' }));
      await expect(drawer.getByText(/Price changed/)).toHaveCount(0);

      // Seen: a reload does not show it again, and the new price stays.
      await page.reload();
      const again = await openCart(page);
      await expect(lineOf(again, KUNAFA.title)).toContainText(to);
      await expect(again.getByText(/Price changed/)).toHaveCount(0);

      await page.goto(paths.checkout);
      await fillCustomer(page);
      const session = await continueToPayment(page);
      expect(session.products.filter((item) => item.product_id === KUNAFA.id)).toEqual([
        expect.objectContaining({ price: 27, quantity: 1 }),
      ]);
    },
  );

  test(
    'a product sold out stays in the cart, marked, and is left out of checkout',
    { tag: '@phone' },
    async ({ page, mockApi }) => {
      await seedCart(page, [
        { id: DATES.id, quantity: 1 },
        { id: KUNAFA.id, quantity: 1 },
      ]);
      await mockApi.scenario('content:changed');
      await page.goto(paths.checkout);

      await expect(notices(page)).toContainText(DATES.title);
      await expect(notices(page)).toContainText('Sold out');
      await expect(lineOf(summary(page), DATES.title)).toContainText('Sold out');
      await expect
        .poll(async () => (await totalsOf(summary(page)))['Products total'])
        .toBe(await aed(page, 27));

      await fillCustomer(page);
      const session = await continueToPayment(page);
      expect(session.products.map((item) => item.product_id)).not.toContain(DATES.id);
      expect(session.products.map((item) => item.product_id)).toContain(KUNAFA.id);
    },
  );

  test(
    'a withdrawn product is removed, and the shopper is told',
    { tag: '@phone' },
    async ({ page, mockApi }) => {
      await seedCart(page, [
        { id: PRALINE.id, quantity: 1 },
        { id: MEDJOOL.id, quantity: 1 },
      ]);
      await mockApi.scenario('content:changed');
      await page.goto(paths.shop);

      await expectCartCount(page, 1);
      const drawer = await openCart(page);
      await expect(notices(drawer)).toContainText(PRALINE.title);
      await expect(notices(drawer)).toContainText('No longer available: removed');
      await expect(lineOf(drawer, PRALINE.title)).toHaveCount(0);
      await expect(lineOf(drawer, MEDJOOL.title)).toBeVisible();
    },
  );

  test(
    'a lowered cap lowers the quantity, and the shopper is told',
    { tag: '@phone' },
    async ({ page, mockApi }) => {
      await seedCart(page, [{ id: BLOSSOM.id, quantity: 2 }]);
      await mockApi.scenario('content:changed');
      await page.goto(paths.shop);

      const drawer = await openCart(page);
      await expect(notices(drawer)).toContainText('Now limited to 1: quantity lowered');
      await expect(
        lineOf(drawer, BLOSSOM.title).getByRole('group', { name: `Quantity of ${BLOSSOM.title}` }),
      ).toContainText('1');
    },
  );

  test(
    'a price lowered in storage never reaches the payment session',
    { tag: '@phone' },
    async ({ page }) => {
      const tampered = JSON.stringify({
        version: 2,
        state: {
          lines: [{ ...KUNAFA, price: 0.01, quantity: 1_000_000, max_order_qut: 1_000_000 }],
          notices: [],
        },
      });
      await page.addInitScript((value) => {
        if (window.sessionStorage.getItem('e2e.tampered')) return;
        window.sessionStorage.setItem('e2e.tampered', '1');
        window.localStorage.setItem('root', value);
      }, tampered);
      await page.goto(paths.checkout);
      await expect(notices(page)).toContainText(`to ${await aed(page, 30)}`);

      await fillCustomer(page);
      const session = await continueToPayment(page);
      const item = session.products.find((each) => each.product_id === KUNAFA.id);
      expect(item).toMatchObject({ price: 30, quantity: 2 });
      expect(session.products.some((each) => each.price === 0.01)).toBe(false);
    },
  );

  test(
    'the content service down at checkout: a clear message, Try again, and a usable cart',
    { tag: '@phone' },
    async ({ page, mockApi }) => {
      await seedCart(page, [{ id: KUNAFA.id, quantity: 1 }]);
      await page.goto(paths.checkout);
      await expect(lineOf(summary(page), KUNAFA.title)).toBeVisible();
      await fillCustomer(page);

      await mockApi.scenario('content:error');
      await press(detailsForm(page).getByRole('button', { name: 'Continue to payment' }));
      const alert = page.getByRole('alert').filter({ hasText: /latest prices/ });
      await expect(alert).toBeVisible();
      await expect(paymentArea(page)).toHaveCount(0);

      // The cart itself still works.
      const drawer = await openCart(page);
      await expect(lineOf(drawer, KUNAFA.title)).toBeVisible();
      await press(drawer.getByRole('button', { name: 'Close cart' }));
      await expect(cartDrawer(page)).toBeHidden();

      await mockApi.scenario();
      await press(alert.getByRole('button', { name: 'Try again' }));
      await expect(paymentArea(page).getByRole('button', { name: /^Pay / })).toBeVisible();
    },
  );

  test(
    'the shop refusing the prices (409): the shopper is told and continues',
    { tag: '@phone' },
    async ({ page }) => {
      await seedCart(page, [{ id: KUNAFA.id, quantity: 1 }]);
      let refused = false;
      await page.route('**/shop/create-checkout-session', async (route) => {
        if (refused) return route.fallback();
        refused = true;
        await route.fulfill({
          status: 409,
          headers: { 'access-control-allow-origin': '*' },
          json: { error: 'cart_conflict', reason: 'pricesChanged', message: 'Prices changed' },
        });
      });
      await page.goto(paths.checkout);
      await fillCustomer(page);
      await press(detailsForm(page).getByRole('button', { name: 'Continue to payment' }));
      await expect(page.getByText(/Prices have changed/)).toBeVisible();
      // Everything typed is kept: the shopper continues at once.
      await continueToPayment(page);
      expect(refused).toBe(true);
    },
  );
});
