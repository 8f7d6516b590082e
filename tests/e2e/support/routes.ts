import { expect, type Page } from '@playwright/test';
import { paths } from '@rimal/core';

/** Every route of docs/requirements.md §2: [path, main heading, document title]. */
export const ROUTES: [string, string, string][] = [
  [
    paths.home,
    'Golden dates, dipped in fine chocolate',
    'Chocolate-covered dates and snacks from Dubai | Rimal',
  ],
  [paths.shop, 'Chocolate-covered dates', 'Chocolate-covered dates | Rimal'],
  [paths.product(99), 'Pistachio Kunafa Medjool', 'Pistachio Kunafa Medjool | Rimal'],
  [paths.contact, 'Contact Us', 'Contact us | Rimal'],
  [paths.promotion, 'Win with Rimal', 'Promotions | Rimal'],
  [paths.about, 'About Rimal', 'About us | Rimal'],
  [paths.termsAndConditions, 'Terms & Conditions', 'Terms & Conditions | Rimal'],
  [paths.privacyPolicy, 'Privacy Policy', 'Privacy Policy | Rimal'],
  [paths.orderConfirmed, 'Your order is confirmed!', 'Order confirmed | Rimal'],
  [paths.paymentFailed, 'Sorry payment failed!', 'Payment failed | Rimal'],
  [paths.brandPage('gourmet'), 'Gourmet', 'Gourmet | Rimal'],
  [paths.brandPage('vegan'), 'Vegan', 'Vegan | Rimal'],
  [paths.brandPage('bites'), 'Bites', 'Bites | Rimal'],
  [paths.checkout, 'Your cart is empty.', 'Checkout | Rimal'],
  [paths.mail, 'Opps! Page Not Found', 'Page not found | Rimal'],
];

/**
 * The page's main heading (one h1) and title, and the frame of every page: navbar, footer (this
 * year, by the page's clock) and the support chat link; nothing wider than the screen, on a phone
 * least of all.
 */
export async function expectPageFrame(page: Page, heading: string, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('banner')).toBeVisible();
  const year = await page.evaluate(() => new Date().getFullYear());
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${year} Rimal. All rights reserved.`,
  );
  await expect(page.getByRole('link', { name: /^Need help\?/ })).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
    'nothing is wider than the screen',
  ).toBe(true);
}
