import type { Page } from '@playwright/test';
import { paths } from '@rimal/core';
import { expect, test } from './support/fixtures';
import {
  LANGUAGES,
  aed,
  cardOf,
  categoryIn,
  mainNav,
  press,
  product,
  productIn,
  startInLanguage,
  text,
  type LanguageCode,
} from './support/shop';

const KUNAFA = product(99); // AED 30.00, was 37.50

/** Chooses a language in the navbar's switcher, as a visitor does. */
async function chooseLanguage(page: Page, from: string, nativeName: string) {
  // The trigger shows the current language's code and is named after it.
  await press(page.getByRole('banner').getByRole('button', { name: from }));
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await press(menu.getByRole('menuitemradio', { name: nativeName }));
  // docs/requirements.md §2: selecting a language closes the dropdown.
  await expect(menu).toBeHidden();
}

async function expectLanguage(page: Page, code: LanguageCode, dir: 'ltr' | 'rtl') {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', code);
  await expect(html).toHaveAttribute('dir', dir);
  const nav = await mainNav(page);
  for (const key of ['shop', 'newRelease', 'promotions', 'about', 'contact']) {
    await expect(nav).toContainText(text(code, 'common', `nav.${key}`));
  }
  await expect(page).toHaveTitle(
    text(code, 'common', 'meta.titleTemplate').replace('{{page}}', categoryIn(1, code).title),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: categoryIn(1, code).title }),
  ).toBeVisible();
  // Prices are AED amounts in the language's own number format, always with two decimals.
  const card = cardOf(page, productIn(KUNAFA.id, code).title);
  await expect(card).toContainText(await aed(page, 30, code));
  await expect(card).toContainText(await aed(page, 37.5, code));
  expect(await page.evaluate(() => localStorage.getItem('rimal.lang'))).toBe(code);
}

/** The switcher on a phone: into right to left, and into a CJK script. */
const onPhoneToo = new Set(['ar', 'ja']);

test.describe('languages (docs/requirements.md §1)', () => {
  for (const { code, nativeName, dir } of LANGUAGES) {
    const details = onPhoneToo.has(code) ? { tag: '@phone' } : {};
    test(
      `switching to ${code} through the navbar changes texts, direction and numbers, and survives a reload`,
      details,
      async ({ page }) => {
        // English is reached from Arabic; every other language from English.
        if (code === 'en') await startInLanguage(page, 'ar');
        await page.goto(paths.shop);
        await expect(
          cardOf(page, productIn(KUNAFA.id, code === 'en' ? 'ar' : 'en').title),
        ).toBeVisible();
        await chooseLanguage(page, code === 'en' ? 'العربية' : 'English', nativeName);
        await expectLanguage(page, code, dir);

        await page.reload();
        await expectLanguage(page, code, dir);
        // The switcher names the current language.
        await expect(
          page.getByRole('banner').getByRole('button', {
            name: text(code, 'common', 'language.current').replace('{{language}}', nativeName),
          }),
        ).toBeVisible();
      },
    );
  }

  test('a stored language that is not supported falls back to English', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('rimal.lang', 'xx'));
    await page.goto(paths.shop);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
