import type { Page } from '@playwright/test';
import { paths } from '@rimal/core';
import { pageInLanguage as at } from '@rimal/i18n/address';
import { UNTRANSLATED_PRODUCT } from '@rimal/mocks';
import { fillCustomerInAnyLanguage } from './support/checkout';
import { expect, test } from './support/fixtures';
import {
  LANGUAGES,
  cardOf,
  press,
  product,
  productIn,
  startInLanguage,
  text,
} from './support/shop';

/*
 * The catalog in the shopper's language (docs/catalog-languages.md): product names on every
 * page, the fallback to English, the language in the path, hreflang and the sitemap.
 */

const KUNAFA = 99;
const CODES = LANGUAGES.map(({ code }) => code);

const cartDrawer = (page: Page) => page.locator('dialog#cart-panel');
const openCart = (page: Page) => press(page.locator('button[aria-controls="cart-panel"]').first());

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  // The product's block; its breadcrumb trail follows it.
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(2);
  return JSON.parse((await scripts.first().textContent()) ?? '{}') as Record<string, unknown>;
}

test.describe('the catalog in each language', () => {
  for (const code of CODES) {
    test(`${code}: the product's own words on the listing, the detail, the cart and the checkout; English to the back office`, async ({
      page,
    }) => {
      const shown = productIn(KUNAFA, code);
      await startInLanguage(page, code);

      await page.goto(paths.shop);
      const card = cardOf(page, shown.title);
      await expect(card).toBeVisible();
      await expect(card).toContainText(shown.weight);
      await press(card.getByRole('button', { name: text(code, 'shop', 'productCard.addToCart') }));

      // A bare address opens in the remembered language, at that language's path.
      await page.goto(paths.product(KUNAFA));
      await expect(page).toHaveURL(new RegExp(`${at(paths.product(KUNAFA), code)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown.title);
      await expect(page.getByText(shown.desc)).toBeVisible();
      await expect(page).toHaveTitle(
        new RegExp(shown.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      expect(await jsonLd(page)).toMatchObject({ name: shown.title, inLanguage: code });

      await openCart(page);
      await expect(cartDrawer(page).getByText(shown.title)).toBeVisible();
      if (code !== 'en')
        await expect(cartDrawer(page).getByText(product(KUNAFA).title)).toHaveCount(0);

      await page.goto(paths.checkout);
      const summary = page.locator('section[data-read-only]');
      await expect(summary.getByText(shown.title)).toBeVisible();

      // The order goes to a back office that works in English.
      const session = page.waitForRequest((request) =>
        request.url().includes('/shop/create-checkout-session'),
      );
      await fillCustomerInAnyLanguage(page);
      await press(page.getByRole('button', { name: text(code, 'checkout', 'customer.submit') }));
      const body = (await session).postDataJSON() as {
        products: { title: string; name: string }[];
      };
      expect(body.products[0]).toMatchObject({
        title: product(KUNAFA).title,
        name: product(KUNAFA).title,
      });
    });
  }

  test(`the untranslated product (${UNTRANSLATED_PRODUCT.id} in ${UNTRANSLATED_PRODUCT.locale}) shows its English words, and nothing says so`, async ({
    page,
  }) => {
    const { id, locale } = UNTRANSLATED_PRODUCT;
    const english = product(id);
    await page.goto(at(paths.product(id), locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.title);
    await expect(page.getByText(english.desc)).toBeVisible();
    // The page around it is Korean, and says nothing of the missing translation.
    await expect(
      page.getByRole('link', { name: text(locale, 'shop', 'detail.backToShop') }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await jsonLd(page)).toMatchObject({ name: english.title, inLanguage: 'en' });

    await page.goto(at(paths.shop, locale));
    await expect(cardOf(page, english.title)).toBeVisible();
    await expect(cardOf(page, productIn(90, locale).title)).toBeVisible();
  });
});

test.describe('the language in the path', () => {
  test('a path opens the site in its language and keeps it; a bare address opens in the remembered one, at its path', async ({
    page,
  }) => {
    await page.goto(at(paths.about, 'ar'));
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => localStorage.getItem('rimal.lang'))).toBe('ar');

    // A bare address: the kept choice, and its path, for sharing.
    await page.goto(paths.product(KUNAFA));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productIn(KUNAFA, 'ar').title);
    await expect(page).toHaveURL(new RegExp(`/ar${paths.product(KUNAFA)}$`));

    // A link shared from a Japanese page opens in Japanese, whatever this visitor chose before.
    await page.goto(at(paths.product(KUNAFA), 'ja'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productIn(KUNAFA, 'ja').title);
  });

  test('a bare address opens in the browser’s language when nothing is remembered, in English with neither', async ({
    browser,
    baseURL,
  }) => {
    const korean = await browser.newContext({ locale: 'ko-KR', baseURL });
    const page = await korean.newPage();
    await page.goto(paths.about);
    await expect(page).toHaveURL(/\/ko\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await korean.close();

    const unknown = await browser.newContext({ locale: 'fr-FR', baseURL });
    const other = await unknown.newPage();
    await other.goto(paths.about);
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    await expect(other).toHaveURL(/\/about$/);
    expect(new URL(other.url()).pathname).toBe(paths.about);
    await unknown.close();
  });

  test('an old ?lang= link lands on the path form, its other parameters kept', async ({ page }) => {
    await page.goto(`${paths.shop}?sub=2&lang=hi`);
    await expect(page).toHaveURL(new RegExp(`/hi${paths.shop}\\?sub=2$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.goto(`${paths.about}?lang=en`);
    await expect(page).toHaveURL(new RegExp(`^[^?]*[^/]${paths.about}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('links inside the site keep the language', async ({ page }) => {
    await page.goto(at(paths.shop, 'ru'));
    await expect(cardOf(page, productIn(KUNAFA, 'ru').title)).toBeVisible();
    await press(
      cardOf(page, productIn(KUNAFA, 'ru').title)
        .locator(`a[href="${at(paths.product(KUNAFA), 'ru')}"]`)
        .first(),
    );
    await expect(page).toHaveURL(new RegExp(`/ru${paths.product(KUNAFA)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productIn(KUNAFA, 'ru').title);
    await press(
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: text('ru', 'common', 'footer.about') }),
    );
    await expect(page).toHaveURL(/\/ru\/about$/);
  });

  test('the switcher moves the page to its path in the new language without a reload', async ({
    page,
  }) => {
    await page.goto(paths.product(KUNAFA));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product(KUNAFA).title);
    await press(
      page.getByRole('button', { name: text('en', 'shop', 'detail.addToCart'), exact: true }),
    );
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await press(page.getByRole('banner').getByRole('button', { name: 'English' }));
    await press(page.getByRole('menu').getByRole('menuitemradio', { name: '中文' }));

    await expect(page).toHaveURL(new RegExp(`/zh${paths.product(KUNAFA)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productIn(KUNAFA, 'zh').title);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // The line added in English is named in Chinese now.
    await openCart(page);
    await expect(cartDrawer(page).getByText(productIn(KUNAFA, 'zh').title)).toBeVisible();
    await page.keyboard.press('Escape');

    // And back to English: the bare path.
    await press(page.getByRole('banner').getByRole('button', { name: '中文' }));
    await press(page.getByRole('menu').getByRole('menuitemradio', { name: 'English' }));
    await expect(page).toHaveURL(new RegExp(`[^/]${paths.product(KUNAFA)}$`));
    expect(new URL(page.url()).pathname).toBe(paths.product(KUNAFA));
  });
});

test.describe('search engines', () => {
  test('every page names its canonical address and itself in the seven languages and x-default', async ({
    page,
    baseURL,
  }) => {
    await page.goto(at(paths.product(KUNAFA), 'ar'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productIn(KUNAFA, 'ar').title);
    const origin = new URL(baseURL!).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/ar${paths.product(KUNAFA)}`,
    );
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
    expect(alternates).toEqual([
      ...CODES.map((code) => [code, `${origin}${at(paths.product(KUNAFA), code)}`]),
      ['x-default', `${origin}${paths.product(KUNAFA)}`],
    ]);

    // What a shared link's preview shows: the product, in Arabic, with its picture.
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"], meta[name="${property}"]`);
    await expect(meta('og:type')).toHaveAttribute('content', 'product');
    await expect(meta('og:title')).toHaveAttribute('content', productIn(KUNAFA, 'ar').title);
    await expect(meta('og:url')).toHaveAttribute('content', `${origin}/ar${paths.product(KUNAFA)}`);
    await expect(meta('og:image')).toHaveAttribute('content', /^https?:\/\/[^/]+\/.+/);
    await expect(meta('og:locale')).toHaveAttribute('content', 'ar_AE');
    await expect(meta('og:locale:alternate')).toHaveCount(6);
    await expect(meta('twitter:card')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);

    // Another page, another language: the head follows both.
    await page.goto(at(paths.about, 'ko'));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/ko${paths.about}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(8);
  });

  test('the sitemap lists every page in every language, each with its alternates', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => entry!);
    const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)![1]!);
    for (const code of CODES) {
      expect(locs).toContainEqual(expect.stringMatching(new RegExp(`[^/]${at('/about', code)}$`)));
      expect(locs).toContainEqual(
        expect.stringMatching(new RegExp(`[^/]${at('/products/1', code)}$`)),
      );
    }
    expect(locs.length % CODES.length).toBe(0);
    for (const entry of entries) {
      const hreflangs = [...entry.matchAll(/hreflang="([^"]+)"/g)].map(([, value]) => value);
      expect(hreflangs).toEqual([...CODES, 'x-default']);
    }
  });
});
