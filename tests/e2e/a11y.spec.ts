import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ROUTES } from './support/routes';
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

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Waits until loading states are gone, so the scan sees the page a visitor reads. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [data-skeleton]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Scans the page; on failure the message lists rule, impact, targets and help URL. */
async function expectNoViolations(page: Page, testInfo: TestInfo, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const report = violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}`,
        `  help: ${violation.helpUrl}`,
        ...violation.nodes.map((node) => `  target: ${node.target.join(' ')}`),
      ].join('\n'),
    )
    .join('\n');
  if (violations.length > 0) {
    await testInfo.attach('axe-violations.json', {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(violations, `axe violations on ${page.url()}:\n${report}`).toEqual([]);
}

test.describe('accessibility (axe, WCAG 2.2 AA and best practice)', () => {
  for (const { code } of LANGUAGES) {
    test.describe(code, () => {
      for (const [path] of ROUTES) {
        test(`${path} in ${code}`, async ({ page }, testInfo) => {
          await startInLanguage(page, code);
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', code);
          await settled(page);
          await expectNoViolations(page, testInfo);
        });
      }

      test(`the open cart drawer in ${code}`, async ({ page }, testInfo) => {
        await startInLanguage(page, code);
        await seedCart(page, [
          { id: 90, quantity: 2 },
          { id: 99, quantity: 2 },
        ]);
        await page.goto('/products/1');
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
        await page.goto('/check_out');
        await settled(page);
        if (code === 'en') {
          await fillCustomer(page);
        } else {
          await fillCustomerByPosition(page);
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

/** Fills the customer form in any language: the fields in their order, the city by value. */
async function fillCustomerByPosition(page: Page) {
  const form = page.locator('form').filter({ has: page.locator('select[name="city"]') });
  const values = {
    firstName: 'Mariam',
    lastName: 'Saeed',
    email: 'mariam@example.com',
    phone: '+971 50 123 4567',
    address: 'Al Wasl Road 12',
    house: 'Villa 7',
    landmark: 'Opposite the park',
  };
  for (const [name, value] of Object.entries(values)) {
    await form.locator(`[name="${name}"]`).fill(value);
  }
  await form.locator('select[name="city"]').selectOption('Dubai');
}
