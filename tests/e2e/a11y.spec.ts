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
  type LanguageCode,
} from './support/shop';

test.describe('accessibility (axe, WCAG 2.2 AA and best practice)', () => {
  for (const { code } of LANGUAGES) {
    test.describe(code, () => {
      // The visual step shoots and scans checkout with a cart; this is the empty one.
      test(`the empty checkout in ${code}`, async ({ page }, testInfo) => {
        await startInLanguage(page, code);
        await page.goto(paths.checkout);
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await settled(page);
        await expectNoViolations(page, testInfo);
      });

      test(`the open cart drawer in ${code}`, async ({ page }, testInfo) => {
        await startInLanguage(page, code);
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
        const drawer = page.locator('dialog#cart-panel');
        await expect(drawer).toBeVisible();
        await expectNoViolations(page, testInfo);
      });

      test(`the checkout payment step in ${code}`, async ({ page }, testInfo) => {
        await startInLanguage(page, code as LanguageCode);
        await seedCart(page, [{ id: 90, quantity: 2 }]);
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
