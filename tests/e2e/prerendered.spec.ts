import { expect, test, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { paths } from '@rimal/core';
import { languageAlternates, pageInLanguage } from '@rimal/i18n/address';
import { ports } from '../servers';
import { checkEach } from './support/steps';
import { LANGUAGES, categoryIn, productIn, text, type LanguageCode } from './support/shop';

/*
 * Every kind of page arrives as HTML (docs/architecture.md, "Prerendered pages"): read here as
 * a crawler or a link preview reads it, with JavaScript off, in English, Arabic and Japanese.
 */

test.use({ javaScriptEnabled: false });

const KUNAFA = 99;
const KUNAFA_PRICE = 30;

/** One page of each kind, and the namespace and key of its main heading. */
const KINDS: {
  kind: string;
  path: string;
  heading: [string, string] | 'product' | 'category';
}[] = [
  { kind: 'home', path: paths.home, heading: ['home', 'hero.title'] },
  { kind: 'listing', path: paths.products(2), heading: 'category' },
  { kind: 'product', path: paths.product(KUNAFA), heading: 'product' },
  { kind: 'brand', path: paths.brandPage('gourmet'), heading: ['brands', 'gourmet.title'] },
  { kind: 'corporate', path: paths.about, heading: ['about', 'page.title'] },
  { kind: 'legal', path: paths.privacyPolicy, heading: ['legal', 'privacy.title'] },
  { kind: 'not found', path: '/no/such/page', heading: ['common', 'notFound.title'] },
];

const SHOWN: LanguageCode[] = ['en', 'ar', 'ja'];

const attribute = (page: Page, selector: string, name: string) =>
  page
    .locator(selector)
    .evaluateAll(
      (elements, attributeName) => elements.map((element) => element.getAttribute(attributeName)),
      name,
    );

/** An AED amount as the page formats it in a language (docs/requirements.md §9). */
const aed = (amount: number, code: LanguageCode) =>
  new Intl.NumberFormat(code, {
    style: 'currency',
    currency: 'AED',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);

/** One page of a kind in one language, as it arrives with JavaScript off. */
async function expectPrerendered(
  page: Page,
  baseURL: string | undefined,
  { kind, path, heading }: (typeof KINDS)[number],
  code: LanguageCode,
) {
  const address = pageInLanguage(path, code);
  const response = await page.goto(address);
  expect(response?.status()).toBe(kind === 'not found' ? 404 : 200);
  const { dir } = LANGUAGES.find((language) => language.code === code)!;
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);

  // The frame and the page's own words, in its language.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(
    page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: text(code, 'common', 'nav.about') }),
  ).toHaveAttribute('href', pageInLanguage(paths.about, code));
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const title =
    heading === 'product'
      ? productIn(KUNAFA, code).title
      : heading === 'category'
        ? categoryIn(2, code).title
        : text(code, ...heading);
  await expect(page.locator('h1')).toHaveText(title);
  if (heading === 'category') {
    // Each listing its own title and description, the category's (issue 45).
    await expect(page).toHaveTitle(
      text(code, 'common', 'meta.titleTemplate').replace('{{page}}', title),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      categoryIn(2, code).description,
    );
  }

  // The CSP (`style-src 'self'`) refuses style attributes in HTML.
  await expect(page.locator('#root [style]')).toHaveCount(0);

  // One title and description; the canonical and the alternates on the site's origin.
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  if (kind === 'not found') {
    // It answers at any address that is no page: it names none, and asks not to be indexed.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    return;
  }
  const canonical = new URL(address, baseURL).href;
  expect(await attribute(page, 'link[rel="canonical"]', 'href')).toEqual([canonical]);
  expect(await attribute(page, 'link[rel="alternate"][hreflang]', 'href')).toEqual(
    languageAlternates(path).map(({ href }) => new URL(href, baseURL).href),
  );
  expect(await attribute(page, 'meta[property="og:url"]', 'content')).toEqual([canonical]);
  const [image] = await attribute(page, 'meta[property="og:image"]', 'content');
  expect(image).toMatch(/^http:\/\/localhost:\d+\//);
  // A brand page's preview is its own picture, not the home page's (issue 45).
  if (kind === 'brand') expect(image).toContain('brand-gourmet');
  // Its size and words, in the page's language: the product's name, else the artwork's.
  expect(await attribute(page, 'meta[property="og:image:width"]', 'content')).toEqual(['1200']);
  expect(await attribute(page, 'meta[property="og:image:height"]', 'content')).toEqual(['630']);
  const alt =
    kind === 'product'
      ? productIn(KUNAFA, code).title
      : text(code, 'common', kind === 'brand' ? 'meta.preview.gourmet' : 'meta.preview.home');
  expect(await attribute(page, 'meta[property="og:image:alt"]', 'content')).toEqual([alt]);
  expect(await attribute(page, 'meta[name="twitter:image"]', 'content')).toEqual([image]);
  expect(await attribute(page, 'meta[name="twitter:image:alt"]', 'content')).toEqual([alt]);
  expect(await attribute(page, 'meta[property="og:type"]', 'content')).toEqual([
    kind === 'product' ? 'product' : 'website',
  ]);
  expect(await attribute(page, 'meta[property="og:locale"]', 'content')).toHaveLength(1);
  expect(await attribute(page, 'meta[property="og:locale:alternate"]', 'content')).toHaveLength(
    LANGUAGES.length - 1,
  );
}

// Large networks show only a raster picture, from 1200 × 630 on, in a link's large card (issue 45).
// One test, a step for each kind of page with a picture of its own (docs/style.md §11).
test('the link preview of home, a product and a brand page is a JPEG or PNG of at least 1200 × 630, as its tags say', async ({
  page,
  request,
}) => {
  await checkEach(
    KINDS.filter(({ kind }) => ['home', 'product', 'brand'].includes(kind)).map(
      ({ kind, path }) => [
        kind,
        async () => {
          await page.goto(path);
          const content = (name: string) =>
            attribute(page, `meta[property="og:image${name}"]`, 'content');
          const [image] = await content('');
          const response = await request.get(image!);
          expect(response.status()).toBe(200);
          expect(response.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);
          const { width = 0, height = 0, format } = await sharp(await response.body()).metadata();
          expect(['jpeg', 'png']).toContain(format);
          expect(width).toBeGreaterThanOrEqual(1200);
          expect(height).toBeGreaterThanOrEqual(630);
          expect(await content(':width')).toEqual([String(width)]);
          expect(await content(':height')).toEqual([String(height)]);
          expect((await content(':alt'))[0]).toBeTruthy();
        },
      ],
    ),
  );
});

/** The product's page: its price and stock as the build saw them, and its JSON-LD. */
async function expectProductFacts(page: Page, baseURL: string | undefined, code: LanguageCode) {
  await page.goto(pageInLanguage(paths.product(KUNAFA), code));
  const main = page.getByRole('main');
  await expect(main.getByText(aed(KUNAFA_PRICE, code), { exact: true }).first()).toBeVisible();
  // The detail's button first; the top sellers under it have theirs.
  await expect(
    main.getByRole('button', { name: text(code, 'shop', 'detail.addToCart'), exact: true }).first(),
  ).toBeVisible();
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(data).toMatchObject({
    '@type': 'Product',
    name: productIn(KUNAFA, code).title,
    offers: {
      price: KUNAFA_PRICE.toFixed(2),
      priceCurrency: 'AED',
      availability: 'https://schema.org/InStock',
      url: new URL(pageInLanguage(paths.product(KUNAFA), code), baseURL).href,
    },
  });
  expect(String((data.image as string[])[0])).toMatch(/^http:\/\/localhost:\d+\//);
}

/** The listing: the products with their names and prices. */
async function expectListing(page: Page, code: LanguageCode) {
  await page.goto(pageInLanguage(paths.products(1), code));
  const cards = page.getByRole('main').getByRole('article');
  expect(await cards.count()).toBeGreaterThan(3);
  await expect(
    page.getByRole('main').getByText(productIn(KUNAFA, code).title).first(),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(aed(KUNAFA_PRICE, code)).first()).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: text(code, 'shop', 'listing.categoriesTitle') }),
  ).toBeVisible();
}

/** The header's language switcher (issue 45) opens and links to this page in each language. */
async function expectLanguageSwitcher(page: Page, code: LanguageCode, testInfo: TestInfo) {
  const address = pageInLanguage(paths.product(KUNAFA), code);
  await page.goto(address);
  // The switcher's button (compact in the header: the language's code and flag).
  await page.locator('header button[aria-haspopup="menu"]').click();
  const menu = page.getByRole('menu', { name: text(code, 'common', 'language.menu') });
  await expect(menu).toBeVisible();
  for (const { code: other, nativeName } of LANGUAGES) {
    const item = menu.getByRole('menuitemradio', { name: nativeName });
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('href', pageInLanguage(paths.product(KUNAFA), other));
    await expect(item).toHaveAttribute('hreflang', other);
    await expect(item).toHaveAttribute('lang', other);
  }
  if (code === 'ar') {
    await testInfo.attach('the switcher open with JavaScript off, in Arabic', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  }
  const next = code === 'ja' ? LANGUAGES[0]! : LANGUAGES.find(({ code: other }) => other === 'ja')!;
  await menu.getByRole('menuitemradio', { name: next.nativeName }).click();
  await expect(page).toHaveURL(new RegExp(`${pageInLanguage(paths.product(KUNAFA), next.code)}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', next.code);
}

// One visit per language walks every kind of page, then the product's and the listing's facts
// and the language switcher, each opened by its address: a fresh context per page cost its
// start-up again (issue 46). Every check is tried and every one that fails is named, each in
// its step.
for (const code of SHOWN) {
  test(`[${code}] every kind of page arrives as HTML: its language and head tags, the product's price and JSON-LD, the listing, the language switcher`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await checkEach([
      ...KINDS.map(
        (kind) => [kind.kind, () => expectPrerendered(page, baseURL, kind, code)] as const,
      ),
      [
        'product: its price and stock as the build saw them, and its JSON-LD',
        () => expectProductFacts(page, baseURL, code),
      ],
      ['listing: the products with their names and prices', () => expectListing(page, code)],
      [
        'the language switcher opens and links to this page in each language',
        () => expectLanguageSwitcher(page, code, testInfo),
      ],
    ]);
  });
}

test.describe('the header without JavaScript (issue 45)', () => {
  test('[ar] on a phone, the menu button opens every main link, the categories among them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pageInLanguage(paths.about, 'ar'));
    const nav = page.getByRole('navigation', { name: text('ar', 'common', 'nav.label') });
    const shop = nav.getByRole('link', { name: text('ar', 'common', 'nav.shop'), exact: true });
    await expect(shop).toBeHidden();
    await page.getByRole('button', { name: text('ar', 'common', 'nav.openMenu') }).click();
    await expect(shop).toBeVisible();
    for (const key of ['gourmet', 'vegan', 'bites', 'promotions', 'about', 'contact']) {
      await expect(
        nav.getByRole('link', { name: text('ar', 'common', `nav.${key}`) }),
      ).toBeVisible();
    }
    for (const id of [1, 2, 3]) {
      await expect(nav.getByRole('link', { name: categoryIn(id, 'ar').title })).toHaveAttribute(
        'href',
        pageInLanguage(paths.products(id), 'ar'),
      );
    }
    await nav.getByRole('link', { name: categoryIn(3, 'ar').title }).click();
    await expect(page).toHaveURL(new RegExp(`${pageInLanguage(paths.products(3), 'ar')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryIn(3, 'ar').title);
  });

  test('[ja] on a desktop, the categories open under Shop on hover and on focus', async ({
    page,
  }) => {
    await page.goto(pageInLanguage(paths.home, 'ja'));
    const nav = page.getByRole('navigation', { name: text('ja', 'common', 'nav.label') });
    const categories = nav.getByRole('list', { name: text('ja', 'common', 'nav.categories') });
    const button = nav.getByRole('button', { name: text('ja', 'common', 'nav.categories') });
    await expect(categories).toBeHidden();
    await button.hover();
    await expect(categories.getByRole('link', { name: categoryIn(2, 'ja').title })).toBeVisible();
    await page.mouse.move(0, 600);
    await expect(categories).toBeHidden();
    await button.focus();
    await page.keyboard.press('Tab');
    await expect(categories.getByRole('link').first()).toBeFocused();
    await expect(categories.getByRole('link').first()).toHaveAttribute(
      'href',
      pageInLanguage(paths.products(1), 'ja'),
    );
  });
});

test.describe('what the host answers', () => {
  test('an old ?lang= link moves to the path form with one 301, its query kept', async ({
    request,
  }) => {
    const response = await request.get('/product/99?lang=ar', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/ar/product/99?lang=ar');
  });

  test('an address that is no page answers 404 with the not-found page of its language', async ({
    request,
  }) => {
    for (const [address, code] of [
      ['/no/such/page', 'en'],
      ['/ar/no/such/page', 'ar'],
      // A category the catalog does not have (issue 45).
      [paths.products(4), 'en'],
      [pageInLanguage(paths.products(999), 'ja'), 'ja'],
    ] as const) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      const html = await response.text();
      expect(html, address).toContain(`<html lang="${code}"`);
      expect(html, address).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  // npm start's server, and the build's _redirects as a static host reads them (the nginx rules
  // are the same, app/build/hostRules.test.ts).
  for (const [host, origin] of [
    ['vite preview', `http://localhost:${ports.site}`],
    ['the static host', `http://localhost:${ports.lighthouse}`],
  ] as const) {
    test(`${host}: one address per page, a trailing slash or an upper-case language moves there with a 301 (issue 45)`, async ({
      request,
    }) => {
      for (const [address, location] of [
        ['/ar/about/', '/ar/about'],
        ['/product/99/', '/product/99'],
        ['/AR/about', '/ar/about'],
        ['/Ja/product/99', '/ja/product/99'],
      ] as const) {
        const response = await request.get(`${origin}${address}`, { maxRedirects: 0 });
        expect(response.status(), address).toBe(301);
        expect(response.headers().location, address).toBe(location);
        expect((await request.get(`${origin}${location}`)).status(), location).toBe(200);
      }
      for (const address of ['/ar/', '/about', '/ar/about']) {
        const response = await request.get(`${origin}${address}`, { maxRedirects: 0 });
        expect(response.status(), address).toBe(200);
      }
      const missing = await request.get(`${origin}${paths.products(999)}`, { maxRedirects: 0 });
      expect(missing.status()).toBe(404);
    });
  }

  // A demo build holds its media, link previews included: its hosts name their type.
  for (const [host, origin] of [
    ['vite preview', `http://localhost:${ports.demo}`],
    ['the static host', `http://localhost:${ports.demoLighthouse}`],
  ] as const) {
    test(`${host}: a demo build's link preview is a JPEG, and says so`, async ({ request }) => {
      const response = await request.get(`${origin}/demo-media/uploads/preview_product-99-top.jpg`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      expect((await sharp(await response.body()).metadata()).format).toBe('jpeg');
    });
  }

  test('a product the build did not see is the shell, with 200, for the app to render', async ({
    request,
  }) => {
    const response = await request.get('/ar/product/999999');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  test('every address of the sitemap answers 200 with its own prerendered page', async ({
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    // The site's pages and every product of the demo catalog, in seven languages.
    expect(addresses.length).toBeGreaterThan(7 * 30);
    for (const address of addresses) {
      const { pathname } = new URL(address.replaceAll('&amp;', '&'));
      const response = await request.get(new URL(pathname, baseURL).href);
      expect(response.status(), pathname).toBe(200);
      expect(await response.text(), pathname).toContain(
        `<link rel="canonical" href="${address}"/>`,
      );
    }
  });
});
