// The axe scans of states a page reaches by interaction, in all seven languages. Every route
// as it loads is scanned in all seven languages by the visual step (tests/visual/pages.spec.ts),
// which visits each page and language once for its picture and its scan.
import { paths } from '@rimal/core';
import { expectNoViolations, settled } from './support/axe';
import { fillCustomerInAnyLanguage } from './support/checkout';
import { expect, test } from './support/fixtures';
import {
  LANGUAGES,
  cartButton,
  fillCustomer,
  paymentArea,
  seedCart,
  startInLanguage,
  text,
} from './support/shop';

// One visit per language walks the three states in turn (issue 46): the empty checkout, then the
// cart drawer over the shop with two lines in the cart, then that cart's payment step. Each state
// is its own step, and a violation in any of them fails the walk at that step. As in `checkEach`,
// each step has a whole test's time: the three took up to 0.26 of one test's on a fast machine,
// and a slow one is up to three times slower.
const STATES = 3;
test.describe('accessibility (axe, WCAG 2.2 AA and best practice)', () => {
  for (const { code } of LANGUAGES) {
    test(`the empty checkout, the open cart drawer and the payment step in ${code}`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(STATES * testInfo.timeout);
      await startInLanguage(page, code);

      // The visual step shoots and scans checkout with a cart; this is the empty one.
      await test.step('the empty checkout', async () => {
        await page.goto(paths.checkout);
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await settled(page);
        await expectNoViolations(page, testInfo);
      });

      await test.step('the open cart drawer', async () => {
        await seedCart(page, [
          { id: 90, quantity: 2 },
          { id: 99, quantity: 2 },
        ]);
        await page.goto(paths.shop);
        await settled(page);
        await cartButton(page)
          .or(page.locator('button[aria-controls="cart-panel"]'))
          .first()
          .click();
        await expect(page.locator('dialog#cart-panel')).toBeVisible();
        await expectNoViolations(page, testInfo);
      });

      await test.step('the checkout payment step', async () => {
        await page.goto(paths.checkout);
        await settled(page);
        if (code === 'en') {
          await fillCustomer(page);
        } else {
          await fillCustomerInAnyLanguage(page);
        }
        await page.getByRole('button', { name: text(code, 'checkout', 'customer.submit') }).click();
        const area =
          code === 'en'
            ? paymentArea(page)
            : page.getByRole('region', { name: text(code, 'checkout', 'payment.title') });
        await expect(area.locator('button[type="submit"]')).toBeVisible();
        await expectNoViolations(page, testInfo);
      });
    });
  }
});
