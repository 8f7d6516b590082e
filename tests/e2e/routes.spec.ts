import type { Page } from '@playwright/test';
import { BRAND_PAGE_IDS, BRAND_PAGE_PRODUCTS, paths } from '@rimal/core';
import { expect, isMobile, openInSite, test } from './support/fixtures';
import { ROUTES, expectPageFrame } from './support/routes';
import { checkEach } from './support/steps';
import { cardOf, categoryIn, mainNav, press, product, text } from './support/shop';

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { name: 'Opps! Page Not Found', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle('Page not found | Rimal');
}

test.describe('routes', () => {
  test('an unknown path shows the Not Found screen with a way home', async ({ page }) => {
    await page.goto('/mail');
    await expect(page.getByRole('heading', { name: 'Opps! Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('an address that is no page answers 404 with the site, which shows Not Found; every page 200', async ({
    page,
    request,
  }) => {
    for (const path of ['/no/such/page', paths.mail, '/en/about', '/ar/ar/about']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('<div id="root">');
    }
    for (const path of ['/', '/ar/', paths.product(99), '/ar/product/99', '/zh/products/1']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    // A missing hashed file stays a plain 404: never the page in place of a script.
    const asset = await request.get('/assets/no-such-chunk.js');
    expect(asset.status()).toBe(404);
    expect(await asset.text()).not.toContain('<div id="root">');

    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expectNotFound(page);
  });

  test('Arabic is shown right to left', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('rimal.lang', 'ar'));
    await page.goto('/no-such-page');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  // One visit walks every route, each opened by its address as a fresh visit opens it: a fresh
  // context per route cost its cold load and start-up again (issue 46). Every route is tried and
  // every one that fails is named, each in its step.
  test(
    'every route renders its main heading and title',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      // On a desktop, the visual step's English visit of each page checks the same
      // (tests/visual/pages.spec.ts), checkout with a cart in it: the empty one is checked here.
      const routes = isMobile ? ROUTES : ROUTES.filter(([path]) => path === paths.checkout);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await checkEach(
        routes.map(([path, heading, title]) => [
          path,
          async () => {
            errors.splice(0);
            await page.goto(path);
            await expectPageFrame(page, heading, title);
            expect(errors).toEqual([]);
          },
        ]),
      );
    },
  );

  test('unknown paths, unknown product ids and malformed ids show Not Found', async ({ page }) => {
    for (const path of ['/no/such/page', paths.product(9999), '/product/abc', '/products/abc']) {
      await page.goto(path);
      await expectNotFound(page);
    }
    await press(page.getByRole('link', { name: 'Back to Home' }));
    await expect(page).toHaveURL(/\/(?:[?&]lang=[a-z]+)?$/);
  });

  test('an unknown category is Not Found, not to be indexed, when the app goes there too', async ({
    page,
  }) => {
    const response = await page.goto(paths.products(999));
    expect(response?.status()).toBe(404);
    await expectNotFound(page);
    await page.goto(paths.about);
    await expect(page.getByRole('heading', { name: 'About Rimal', level: 1 })).toBeVisible();
    // A navigation inside the app: no request to the host, the listing decides.
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, paths.products(4));
    await expectNotFound(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test('the Shop link of the navbar goes to /products/1', { tag: '@phone' }, async ({ page }) => {
    await page.goto(paths.about);
    const nav = await mainNav(page);
    const shop = nav.getByRole('link', { name: 'Shop', exact: true });
    await expect(shop).toHaveAttribute('href', paths.shop);
    await press(shop);
    await expect(page).toHaveURL(new RegExp(`${paths.shop}(?:[?&]lang=[a-z]+)?$`));
    await expect(page.getByRole('heading', { name: categoryIn(1).title, level: 1 })).toBeVisible();
    if (isMobile(page)) {
      // The phone menu closes after choosing a page.
      await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
    }
    await expect(
      (await mainNav(page)).getByRole('link', { name: 'Shop', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test(
    'New Release opens (hover on desktop, tap on mobile) and leads to the brand pages',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      const nav = await mainNav(page);
      const trigger = nav.getByRole('button', { name: 'New Release' });
      const menu = nav.getByRole('list', { name: 'New releases' });
      await expect(menu).toBeHidden();
      if (isMobile(page)) await press(trigger);
      else await trigger.hover();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link')).toHaveText(['Gourmet', 'Vegan', 'Bites']);
      await press(menu.getByRole('link', { name: 'Vegan' }));
      await expect(page).toHaveURL(/\/vegan(?:[?&]lang=[a-z]+)?$/);
      await expect(page.getByRole('heading', { name: 'Vegan', level: 1 })).toBeVisible();
    },
  );

  test('the sub-category filter keeps its selection in the URL across a reload', async ({
    page,
  }) => {
    await page.goto(paths.shop);
    const filter = page.getByRole('group', { name: 'Product Categories' });
    const boxes = filter.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    expect(await boxes.count()).toBeGreaterThanOrEqual(3);
    const count = page.getByText(/^\d+ products?$/);
    await expect(count).toBeVisible();
    const all = Number((await count.textContent())?.split(' ')[0]);

    const second = boxes.nth(1);
    const id = await second.getAttribute('value');
    await press(second);
    await expect(page).toHaveURL(new RegExp(`${paths.shop}\\?sub=${id}(?:[?&]lang=[a-z]+)?$`));
    await expect(count).not.toHaveText(`${all} products`);
    const filtered = await count.textContent();

    await page.reload();
    await expect(filter.getByRole('checkbox').nth(1)).toBeChecked();
    await expect(filter.getByRole('checkbox').first()).not.toBeChecked();
    await expect(count).toHaveText(filtered ?? '');

    await press(filter.getByRole('button', { name: 'Clear filters' }));
    await expect(page).toHaveURL(new RegExp(`${paths.shop}(?:[?&]lang=[a-z]+)?$`));
    await expect(count).toHaveText(`${all} products`);
  });

  test('a link opens its page at the top with focus on it, Back returns to the place left, and a filter keeps both', async ({
    page,
  }) => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const kunafa = product(99);
    await page.goto(paths.shop);
    const card = cardOf(page, kunafa.title);
    await card.scrollIntoViewIfNeeded();
    const left = await scrollY();
    expect(left).toBeGreaterThan(0);

    await press(card.getByRole('link', { name: `Learn more about ${kunafa.title}` }));
    await expect(page.getByRole('heading', { level: 1, name: kunafa.title })).toBeVisible();
    await expect.poll(scrollY).toBe(0);
    // Focus starts the new page, for a screen reader and for Tab.
    await expect(page.getByRole('main')).toBeFocused();

    await page.goBack();
    await expect(card).toBeVisible();
    await expect.poll(scrollY).toBe(left);
    await expect(page.getByRole('main')).toBeFocused();

    // The query changes, the page stays: so does the reader's place.
    const count = page.getByText(/^\d+ products?$/);
    const all = (await count.textContent()) ?? '';
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(scrollY).toBe(200);
    await press(
      page.getByRole('group', { name: 'Product Categories' }).getByRole('checkbox').nth(1),
    );
    await expect(page).toHaveURL(/\?sub=/);
    await expect(count).not.toHaveText(all);
    expect(await scrollY()).toBe(200);
    await expect(
      page.getByRole('group', { name: 'Product Categories' }).getByRole('checkbox').nth(1),
    ).toBeFocused();
  });

  for (const brand of BRAND_PAGE_IDS) {
    const ids = BRAND_PAGE_PRODUCTS[brand];
    test(`${paths.brandPage(brand)} links to its fixed products in order`, async ({ page }) => {
      await page.goto(paths.brandPage(brand));
      await expect(page.getByText(text('en', 'brands', `${brand}.description`))).toBeVisible();
      const tiles = page.getByRole('region', { name: 'Products in this collection' });
      const links = tiles.getByRole('link');
      await expect(links).toHaveCount(ids.length);
      expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
        ids.map(paths.product),
      );
      for (const [index, id] of ids.entries()) {
        await expect(links.nth(index)).toHaveAccessibleName(`Order Now ${product(id).title}`);
      }
      await press(links.first());
      await expect(page).toHaveURL(new RegExp(`${paths.product(ids[0])}(?:[?&]lang=[a-z]+)?$`));
      await expect(
        page.getByRole('heading', { name: product(ids[0]!).title, level: 1 }),
      ).toBeVisible();
    });
  }

  test(
    'product cards lead to their detail page; the detail page leads back to the shop',
    { tag: '@phone' },
    async ({ page }) => {
      const kunafa = product(99);
      await page.goto(paths.shop);
      const card = cardOf(page, kunafa.title);
      await expect(card).toContainText(kunafa.weight);
      await expect(card).toContainText('-20%');
      await press(card.getByRole('link', { name: `Learn more about ${kunafa.title}` }));
      await expect(page).toHaveURL(/\/product\/99(?:[?&]lang=[a-z]+)?$/);
      // The weight is wrapped in Unicode isolates, so it keeps its order inside Arabic text.
      await expect(
        page.getByText(new RegExp(`^Weight - \u2068?${kunafa.weight}\u2069?$`)),
      ).toBeVisible();
      await expect(page.getByText(kunafa.desc)).toBeVisible();

      // The main image starts as img; the second thumbnail shows img2.
      const main = page.getByRole('img', { name: kunafa.title });
      await expect(main).toHaveAttribute('src', /product-99-top/);
      await press(page.getByRole('button', { name: 'Show image 2 of 2' }));
      await expect(main).toHaveAttribute('src', /product-99-box/);
      await expect(page.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByRole('heading', { name: 'Top Selling Products' })).toBeVisible();

      await press(page.getByRole('link', { name: 'Back to Shop' }));
      await expect(page).toHaveURL(new RegExp(`${paths.shop}(?:[?&]lang=[a-z]+)?$`));
    },
  );

  test('the promotion code field is disabled and Add Code opens the prize page in a new window', async ({
    page,
    context,
  }) => {
    await context.route('https://promotion.rimal.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Prize promotion</title>' }),
    );
    await page.goto(paths.promotion);
    const code = page.getByRole('textbox', { name: 'Prize code' });
    await expect(code).toBeDisabled();
    await expect(code).toHaveAttribute('minlength', '9');
    await expect(code).toHaveAttribute('required', '');
    const opened = context.waitForEvent('page');
    await press(page.getByRole('button', { name: 'Add Code' }));
    const popup = await opened;
    await expect(popup).toHaveURL('https://promotion.rimal.example/');
    await expect(page).toHaveURL(/\/promotion(?:[?&]lang=[a-z]+)?$/);
  });

  test('the privacy policy has its eight sections', async ({ page }) => {
    await page.goto(paths.privacyPolicy);
    const titles = [
      'Information We Collect',
      'Information Sharing',
      'How We Use Your Information',
      'Data Security',
      'Your Choices',
      "Children's Privacy",
      'Changes to This Policy',
      'Contact Us',
    ];
    for (const title of titles) {
      await expect(page.getByRole('heading', { name: new RegExp(title), level: 2 })).toBeVisible();
    }
  });

  test('content failures: the featured list says "Something went wrong!", the listing offers a retry', async ({
    page,
    mockApi,
  }) => {
    // Reached inside the site: a prerendered page opened directly keeps the build's content
    // (tests/e2e/faults/content.spec.ts).
    await mockApi.scenario('content:error');
    await openInSite(page, '/');
    await expect(page.getByText('Something went wrong!')).toBeVisible();
    await openInSite(page, paths.shop);
    await expect(page.getByText('We could not load the products.')).toBeVisible();
    await mockApi.scenario();
    await press(page.getByRole('button', { name: 'Try again' }));
    await expect(cardOf(page, product(99).title)).toBeVisible();
  });

  // Start-up asks for the first page's content with its code (README, "How the first page loads
  // fast"); the page must take those answers, not ask a second time.
  for (const [path, reads] of [
    ['/', ['filters[type][$eq]=featured']],
    [
      paths.shop,
      [
        /\/api\/categories\?/,
        '/sub-categories?',
        'filters[categories][id][$eq]=1&filters[price][$lte]=200',
        // The category's products priced above that, linked under the listing (issue 45).
        `filters[categories][id][$eq]=1&filters[price][$lte]=${Number.MAX_SAFE_INTEGER}`,
      ],
    ],
    // One product is read by its numeric id (`filters[id][$eq]`, the end of the query).
    [paths.product(99), [/filters\[id\]\[\$eq\]=99$/, 'filters[type][$eq]=featured']],
    [
      paths.brandPage('vegan'),
      [91, 94, 92, 90].map((id) => new RegExp(`filters\\[id\\]\\[\\$eq\\]=${id}$`)),
    ],
  ] as const) {
    test(`${path} asks the content service once for each thing it shows`, async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'GET' && request.url().includes('/content/api/')) {
          asked.push(decodeURIComponent(request.url()));
        }
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const read of reads) {
        const matches = (url: string) =>
          typeof read === 'string' ? url.includes(read) : read.test(url);
        expect(asked.filter(matches), String(read)).toHaveLength(1);
      }
      expect(new Set(asked).size, asked.join('\n')).toBe(asked.length);
    });
  }
});
