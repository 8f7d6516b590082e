import { expect, test } from './support/fixtures';
import {
  aed,
  addFromCard,
  cardOf,
  cartDrawer,
  categoryIn,
  closeCart,
  expectCartCount,
  lineOf,
  mainNav,
  openCart,
  press,
  product,
  toast,
  totalsOf,
} from './support/shop';
import type { Page } from '@playwright/test';
import { paths } from '@rimal/core';

const DATES = product(90); // AED 12.50, max_order_qut 10, category 1
const OAT = product(91); // category 1
const RUBY = product(95); // out of stock
const KUNAFA = product(99); // AED 30.00, max_order_qut 2
const PRALINE = product(103); // no max_order_qut: the default cap of 2
const CHIPS = product(100); // flash sale, limit 2, category 2
const CARAMEL = product(101); // flash sale
const CLUSTERS = product(102); // flash sale

/** Opens the shop the way a visitor does: the Shop link of the navbar (in the menu on a phone). */
async function openShop(page: Page, category = 1) {
  await page.goto(paths.home);
  const nav = await mainNav(page);
  await press(nav.getByRole('link', { name: 'Shop', exact: true }));
  await expect(page).toHaveURL(new RegExp(`${paths.shop}(?:[?&]lang=[a-z]+)?$`));
  if (category !== 1) await page.goto(paths.products(category));
  await expect(
    page.getByRole('heading', { name: categoryIn(category).title, level: 1 }),
  ).toBeVisible();
}

async function openProduct(page: Page, id: number, title: string) {
  await page.goto(paths.product(id));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

/** Sets the detail page's quantity stepper with its plus button. */
async function chooseQuantity(page: Page, quantity: number) {
  const stepper = page.getByRole('group', { name: /^Quantity of / }).first();
  const plus = stepper.getByRole('button', { name: 'Increase quantity' });
  for (let current = 1; current < quantity; current += 1) await press(plus);
  await expect(stepper.locator('output')).toHaveText(String(quantity));
}

const quantityOf = (page: Page, title: string) =>
  lineOf(cartDrawer(page), title)
    .getByRole('group', { name: `Quantity of ${title}` })
    .locator('output');
const plusOf = (page: Page, title: string) =>
  lineOf(cartDrawer(page), title).getByRole('button', { name: `Increase quantity of ${title}` });
const minusOf = (page: Page, title: string) =>
  lineOf(cartDrawer(page), title).getByRole('button', { name: `Decrease quantity of ${title}` });

test.describe('cart rules (docs/requirements.md §4 and §5)', () => {
  test(
    'adding a product again merges into its line and raises the quantity',
    { tag: '@phone' },
    async ({ page }) => {
      await openShop(page);
      await addFromCard(page, DATES.title);
      await expect(toast(page, `${DATES.title} added to the cart`)).toBeVisible();
      await addFromCard(page, DATES.title);
      await expectCartCount(page, 1);

      const drawer = await openCart(page);
      await expect(drawer.getByRole('listitem')).toHaveCount(1);
      const line = lineOf(drawer, DATES.title);
      await expect(quantityOf(page, DATES.title)).toHaveText('2');
      await expect(line).toContainText(`2 × ${await aed(page, 12.5)}`);
      // Image, title, weight and the first 50 characters of the description (docs/requirements.md §2).
      await expect(line.getByRole('img')).toHaveCount(0); // decorative: alt=""
      await expect(line.locator('img')).toHaveAttribute('src', /product-90/);
      await expect(line).toContainText(DATES.weight);
      await expect(line).toContainText(DATES.desc.slice(0, 40));
      await expect(line).not.toContainText(DATES.desc.slice(0, 80));
    },
  );

  test('an out-of-stock product is refused with "Temporary out of stock"', async ({ page }) => {
    await openShop(page);
    await expect(cardOf(page, RUBY.title)).toContainText('Out of stock');
    await addFromCard(page, RUBY.title);
    await expect(toast(page, 'Temporary out of stock')).toBeVisible();
    await expectCartCount(page, 0);
    const drawer = await openCart(page);
    await expect(drawer).toContainText('No products in the cart');
  });

  test('the out-of-stock refusal also holds on the product page', async ({ page }) => {
    await openProduct(page, RUBY.id, RUBY.title);
    await press(page.getByRole('button', { name: 'ADD TO CART', exact: true }));
    await expect(toast(page, 'Temporary out of stock')).toBeVisible();
    await expectCartCount(page, 0);
  });

  test('flash-sale products: a third flash-sale line is refused naming the limit of 2', async ({
    page,
  }) => {
    await openShop(page, 2);
    await addFromCard(page, CHIPS.title);
    await addFromCard(page, CARAMEL.title);
    await expectCartCount(page, 2);
    await addFromCard(page, CLUSTERS.title);
    await expect(
      toast(page, 'You can only add up to 2 flash sale items to the cart'),
    ).toBeVisible();
    await expectCartCount(page, 2);

    // A flash-sale product already in the cart is no new line: its quantity may still rise.
    await addFromCard(page, CHIPS.title);
    const drawer = await openCart(page);
    await expect(lineOf(drawer, CLUSTERS.title)).toHaveCount(0);
    await expect(quantityOf(page, CHIPS.title)).toHaveText('2');
    await expect(quantityOf(page, CARAMEL.title)).toHaveText('1');
  });

  test(
    'product 99 stops at its max_order_qut of 2: an add beyond says so, plus is not offered',
    { tag: '@phone' },
    async ({ page }) => {
      await openShop(page);
      await addFromCard(page, KUNAFA.title);
      await addFromCard(page, KUNAFA.title);
      await addFromCard(page, KUNAFA.title);
      await expect(toast(page, 'You can order at most 2 of this product')).toBeVisible();
      await expectCartCount(page, 1);

      await openCart(page);
      await expect(quantityOf(page, KUNAFA.title)).toHaveText('2');
      await expect(plusOf(page, KUNAFA.title)).toHaveCount(0);
      await press(minusOf(page, KUNAFA.title));
      await expect(quantityOf(page, KUNAFA.title)).toHaveText('1');
      await press(plusOf(page, KUNAFA.title));
      await expect(quantityOf(page, KUNAFA.title)).toHaveText('2');
      await expect(plusOf(page, KUNAFA.title)).toHaveCount(0);
    },
  );

  test('product 103 has no max_order_qut: the default cap of 2 applies', async ({ page }) => {
    await openProduct(page, PRALINE.id, PRALINE.title);
    await chooseQuantity(page, 3);
    await press(page.getByRole('button', { name: 'ADD TO CART', exact: true }));
    await expect(toast(page, 'You can order at most 2 of this product')).toBeVisible();
    await openCart(page);
    await expect(quantityOf(page, PRALINE.title)).toHaveText('2');
    await expect(plusOf(page, PRALINE.title)).toHaveCount(0);
  });

  test('product 90 can be ordered up to 10', async ({ page }) => {
    await openProduct(page, DATES.id, DATES.title);
    await chooseQuantity(page, 10);
    await press(page.getByRole('button', { name: 'ADD TO CART', exact: true }));
    await expect(toast(page, `${DATES.title} added to the cart`)).toBeVisible();
    // The detail stepper is unbounded (docs/requirements.md §4); the cart caps the line at 10.
    await press(page.getByRole('button', { name: 'ADD TO CART', exact: true }));
    await expect(toast(page, 'You can order at most 10 of this product')).toBeVisible();

    await openCart(page);
    await expect(quantityOf(page, DATES.title)).toHaveText('10');
    await expect(plusOf(page, DATES.title)).toHaveCount(0);
    await press(minusOf(page, DATES.title));
    await expect(quantityOf(page, DATES.title)).toHaveText('9');
    await expect(plusOf(page, DATES.title)).toBeEnabled();
  });

  test('a quantity never drops below 1', async ({ page }) => {
    await openProduct(page, DATES.id, DATES.title);
    const detailMinus = page.getByRole('button', { name: 'Decrease quantity', exact: true });
    await expect(detailMinus).toBeDisabled();
    await press(page.getByRole('button', { name: 'ADD TO CART', exact: true }));

    await openCart(page);
    await expect(quantityOf(page, DATES.title)).toHaveText('1');
    await expect(minusOf(page, DATES.title)).toBeDisabled();
    await press(plusOf(page, DATES.title));
    await press(minusOf(page, DATES.title));
    await expect(quantityOf(page, DATES.title)).toHaveText('1');
    await expect(minusOf(page, DATES.title)).toBeDisabled();
  });

  test(
    'the icon counts distinct lines; delete removes a line and Reset Cart empties it',
    { tag: '@phone' },
    async ({ page }) => {
      await openShop(page);
      await addFromCard(page, DATES.title);
      await addFromCard(page, DATES.title);
      await addFromCard(page, DATES.title);
      await addFromCard(page, OAT.title);
      await expectCartCount(page, 2);

      const drawer = await openCart(page);
      await expect(drawer).toHaveAccessibleName('Your Cart · 2 products in your cart');
      await press(drawer.getByRole('button', { name: `Remove ${DATES.title} from the cart` }));
      await expect(lineOf(drawer, DATES.title)).toHaveCount(0);
      await expectCartCount(page, 1);

      await press(drawer.getByRole('button', { name: 'Reset Cart' }));
      await expect(drawer).toContainText('No products in the cart');
      await expect(drawer.getByRole('listitem')).toHaveCount(0);
      await expectCartCount(page, 0);

      // The empty cart leads back to the shop.
      await press(drawer.getByRole('link', { name: 'Continue Shopping' }));
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(/\/products\/1(?:[?&]lang=[a-z]+)?$/);
    },
  );

  test(
    'totals, delivery tiers and free-delivery hints follow the products total',
    { tag: '@phone' },
    async ({ page }) => {
      await openShop(page);
      await addFromCard(page, DATES.title);
      const drawer = await openCart(page);
      const hint = drawer.getByText(
        /more for free delivery|more to reduce delivery|free delivery!/,
      );
      const progress = drawer.getByRole('progressbar', { name: 'Progress toward free delivery' });

      // [quantity of product 90 at AED 12.50, delivery, hint]
      const tiers: [number, string, string][] = [
        [
          1,
          await aed(page, 20),
          `Add ${await aed(page, 37.5)} more to reduce delivery to ${await aed(page, 10)}`,
        ],
        [
          3,
          await aed(page, 20),
          `Add ${await aed(page, 12.5)} more to reduce delivery to ${await aed(page, 10)}`,
        ],
        [4, await aed(page, 10), `Add ${await aed(page, 25)} more for free delivery`],
        [5, await aed(page, 10), `Add ${await aed(page, 12.5)} more for free delivery`],
        [6, 'Free', 'You have free delivery!'],
      ];
      let quantity = 1;
      for (const [wanted, delivery, message] of tiers) {
        while (quantity < wanted) {
          await press(plusOf(page, DATES.title));
          quantity += 1;
        }
        await expect(quantityOf(page, DATES.title)).toHaveText(String(wanted));
        const items = wanted * 12.5;
        const charge = delivery === 'Free' ? 0 : Number(delivery.replace(/[^\d.]/g, ''));
        await expect
          .poll(() => totalsOf(drawer))
          .toEqual({
            'Products total': await aed(page, items),
            'Delivery charge': delivery,
            Subtotal: await aed(page, items + charge),
          });
        await expect(hint).toHaveText(message);
        await expect(progress).toHaveAttribute('aria-valuetext', message);
      }
    },
  );

  test('the cart survives a reload (browser storage, key root, version 2)', async ({ page }) => {
    await openShop(page);
    await addFromCard(page, KUNAFA.title);
    await addFromCard(page, DATES.title);
    await addFromCard(page, DATES.title);
    await expectCartCount(page, 2);

    await page.reload();
    await expectCartCount(page, 2);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? 'null'));
    expect(stored).toMatchObject({
      version: 2,
      state: {
        lines: [
          { id: KUNAFA.id, quantity: 1 },
          { id: DATES.id, quantity: 2 },
        ],
      },
    });
    await openCart(page);
    await expect(quantityOf(page, KUNAFA.title)).toHaveText('1');
    await expect(quantityOf(page, DATES.title)).toHaveText('2');
    await closeCart(page);
  });
});
