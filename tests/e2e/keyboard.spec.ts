import type { Locator, Page } from '@playwright/test';
import { paths } from '@rimal/core';
import { expect, test } from './support/fixtures';
import {
  CARDS,
  CUSTOMER,
  cardOf,
  cartButton,
  cartDrawer,
  detailsForm,
  expectCartCount,
  futureExpiry,
  paymentArea,
  product,
} from './support/shop';

/**
 * Moves focus with Tab (or Shift+Tab) alone until `target` has it, as a keyboard user would,
 * and fails when it is not reached: an element the keyboard cannot reach is a defect.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${key}`);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test.describe('keyboard only', () => {
  test('the whole purchase: skip link, add to cart, cart drawer, code, details, card, confirmed', async ({
    page,
  }) => {
    // Every step of a purchase, one key at a time: on a slow 2-core machine it took 31.6 s,
    // past the default limit of 30 s, so it gets three times that.
    test.slow();
    const dates = product(90);
    await page.goto(paths.shop);
    await expect(cardOf(page, dates.title)).toBeVisible();

    // The first Tab reaches "skip to content", which moves focus past the navbar.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /skip to content/i });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    await tabTo(page, cardOf(page, dates.title).getByRole('button', { name: 'Add to cart' }));
    await page.keyboard.press('Enter');
    await expectCartCount(page, 1);

    // Back up to the cart icon; Enter opens the drawer with focus inside it.
    await tabTo(page, cartButton(page), { backwards: true });
    await page.keyboard.press('Enter');
    const drawer = cartDrawer(page);
    await expect(drawer).toBeVisible();
    await expect
      .poll(() => drawer.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    // Escape closes it and focus returns to the cart icon; Enter opens it again.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();

    await tabTo(page, drawer.getByRole('button', { name: `Increase quantity of ${dates.title}` }));
    await page.keyboard.press('Enter');
    await expect(drawer.getByText(/^2 ×/)).toBeVisible();
    await tabTo(page, drawer.getByRole('link', { name: 'PROCEED TO CHECKOUT' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/check_out(?:[?&]lang=[a-z]+)?$/);
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

    await typeInto(page, page.getByLabel('Coupon or prize code'), 'WIN50OFF01');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Enjoy 50% off your total purchase!')).toBeVisible();

    const form = detailsForm(page);
    await typeInto(page, form.getByLabel('First name'), CUSTOMER.firstName);
    await typeInto(page, form.getByLabel('Last name'), CUSTOMER.lastName);
    await typeInto(page, form.getByLabel('Email'), CUSTOMER.email);
    await typeInto(page, form.getByLabel('Phone Number'), CUSTOMER.phone);
    // A focused native select takes the typed name of an option.
    await typeInto(page, form.getByLabel('City'), CUSTOMER.city);
    await expect(form.getByLabel('City')).toHaveValue(CUSTOMER.city);
    await typeInto(
      page,
      form.getByRole('textbox', { name: 'Address', exact: true }),
      CUSTOMER.address,
    );
    await typeInto(page, form.getByLabel('House No. or Name'), CUSTOMER.house);
    await typeInto(page, form.getByLabel('Landmark'), CUSTOMER.landmark);
    await tabTo(page, form.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');

    const payment = paymentArea(page);
    await expect(payment.getByRole('button', { name: /^Pay / })).toBeVisible();
    await typeInto(page, payment.getByLabel('Card number'), CARDS.pays);
    await typeInto(page, payment.getByLabel('Expiry date (MM/YY)'), futureExpiry());
    await typeInto(page, payment.getByLabel('Security code (CVC)'), '123');
    await tabTo(page, payment.getByRole('button', { name: /^Pay / }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/succsess(?:[?&]lang=[a-z]+)?$/);
    await expect(
      page.getByRole('heading', { name: 'Your order is confirmed!', level: 1 }),
    ).toBeVisible();
    await expectCartCount(page, 0);
    await tabTo(page, page.getByRole('link', { name: 'Continue Shopping' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/1(?:[?&]lang=[a-z]+)?$/);
  });
});
