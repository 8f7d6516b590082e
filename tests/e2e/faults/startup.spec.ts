import { paths } from '@rimal/core';
import { expect, test } from '../support/fixtures';
import {
  addFromCard,
  categoryIn,
  expectCartCount,
  lineOf,
  openCart,
  product,
  startInLanguage,
  text,
  toast,
} from '../support/shop';
import { blockSiteData } from '../support/siteData';

const DATES = product(90);

/**
 * The start-up error screen's texts. They are bundled with the entry, not in the locale files
 * (those may be what failed): app/src/startup/startupTexts.ts.
 */
const STARTUP_ERROR = {
  en: { title: 'The shop could not start', retry: 'Try again' },
  ar: { title: 'تعذّر تشغيل المتجر', retry: 'إعادة المحاولة' },
} as const;

/** Every request for the common texts, in any language: the built locale chunks. */
const COMMON_TEXTS = /\/assets\/common-[\w-]+\.js$/;

/** i18next asks for failed texts five more times, 350 ms apart and doubling: ~11 s in all. */
const TEXTS_GIVE_UP = { timeout: 30_000 };

test.describe('storage blocked (private mode, blocked site data)', () => {
  test.beforeEach(async ({ page }) => {
    await blockSiteData(page);
  });

  test('the shop works with a cart in memory and says the cart will not be remembered', async ({
    page,
  }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));

    await page.goto(paths.shop);
    await expect(page.getByRole('heading', { name: categoryIn(1).title, level: 1 })).toBeVisible();
    await expect(toast(page, text('en', 'common', 'storage.notRemembered'))).toBeVisible();

    await addFromCard(page, DATES.title);
    await expectCartCount(page, 1);
    const drawer = await openCart(page);
    await expect(lineOf(drawer, DATES.title)).toBeVisible();
    expect(errors).toEqual([]);

    // As the notice said: a reload starts with an empty cart, and the notice again.
    await page.reload();
    await expect(page.getByRole('heading', { name: categoryIn(1).title, level: 1 })).toBeVisible();
    await expect(toast(page, text('en', 'common', 'storage.notRemembered'))).toBeVisible();
    await expectCartCount(page, 0);
    expect(errors).toEqual([]);
  });
});

test.describe('the texts fail to load at start', () => {
  test('a translated start-up error with Retry, which starts the shop once the texts load', async ({
    page,
  }) => {
    test.slow();
    await page.route(COMMON_TEXTS, (route) => route.abort('failed'));

    await page.goto(paths.shop);
    const heading = page.getByRole('heading', { name: STARTUP_ERROR.en.title, level: 1 });
    await expect(heading).toBeVisible(TEXTS_GIVE_UP);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const retry = page.getByRole('button', { name: STARTUP_ERROR.en.retry });
    await expect(retry).toBeVisible();

    await page.unroute(COMMON_TEXTS);
    await retry.click();

    await expect(page.getByRole('heading', { name: categoryIn(1).title, level: 1 })).toBeVisible();
    await expect(heading).toBeHidden();
  });

  test('the error speaks the language the visitor would have got, right to left in Arabic', async ({
    page,
  }) => {
    test.slow();
    await startInLanguage(page, 'ar');
    await page.route(COMMON_TEXTS, (route) => route.abort('failed'));

    await page.goto(paths.home);
    await expect(page.getByRole('heading', { name: STARTUP_ERROR.ar.title, level: 1 })).toBeVisible(
      TEXTS_GIVE_UP,
    );
    await expect(page.getByRole('button', { name: STARTUP_ERROR.ar.retry })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
