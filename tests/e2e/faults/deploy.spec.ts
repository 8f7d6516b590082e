import type { Page } from '@playwright/test';
import { paths } from '@rimal/core';
import { expect, test, waitForSiteStart } from '../support/fixtures';
import {
  cardOf,
  cartButton,
  categoryIn,
  expectCartCount,
  mainNav,
  press,
  product,
  seedCart,
  toast,
} from '../support/shop';
import { goOffline, goOnline } from '../support/offline';

/**
 * The files of one module's code in the build: `assets/<Module>-<hash>.js`, and its style
 * sheet `.css` (pages and the cart drawer are chunks of their own, app/build/chunking.ts).
 */
const filesOf = (module: string) => new RegExp(`/assets/${module}-[\\w-]+\\.(js|css)$`);

/** The server after a deploy: the previous release's files of `module` answer 404. */
async function removeFiles(page: Page, module: string): Promise<void> {
  await page.route(filesOf(module), (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  );
}

/** How many requests matched `pattern` so far. */
function countRequests(page: Page, pattern: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (pattern.test(request.url())) count += 1;
  });
  return () => count;
}

/** How many times the site's page was loaded by the browser (reloads included). */
function countPageLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

/**
 * Does what loads the page (`loads` times: a first load that reloads itself is two), then waits
 * as after every load of the site: for the last page, then for its start (fixtures.ts). The
 * screen is judged after that, with the usual wait for what the started site shows. A page's
 * own reload had only that usual 5 s for its load and start, and on a full machine once missed
 * it (a clean run of 2026-12-03, passed on its retry; at 5x CPU, 3 and 5 of 8 runs failed).
 */
async function afterLoads(page: Page, action: () => Promise<unknown>, loads = 1): Promise<void> {
  let seen = 0;
  const count = () => {
    seen += 1;
  };
  page.on('load', count);
  await action();
  await expect
    .poll(() => seen, { message: `the page loads ${loads} times`, timeout: 20_000 })
    .toBeGreaterThanOrEqual(loads);
  page.off('load', count);
  await waitForSiteStart(page);
}

const kunafa = product(99);
const newVersionHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'A new version of the site is available' });

/** Navbar and footer still there around the page's screen. */
async function expectFrame(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Rimal. All rights reserved.');
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
}

test.describe('a deploy while the site is open', () => {
  test('a page whose code is gone reloads the site once, then offers the new version inside the frame', async ({
    page,
  }) => {
    const loads = countPageLoads(page);
    await page.goto(paths.shop);
    await expect(cardOf(page, kunafa.title)).toBeVisible();
    expect(loads()).toBe(1);

    await removeFiles(page, 'ProductPage');
    await afterLoads(page, () =>
      press(
        cardOf(page, kunafa.title).getByRole('link', { name: `Learn more about ${kunafa.title}` }),
      ),
    );

    // One reload, at the page asked for; its code is missing there too, so the site says why.
    await expect(newVersionHeading(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${paths.product(99)}(?:[?&]lang=[a-z]+)?$`));
    expect(loads()).toBe(2);
    await expect(page.getByRole('main')).toContainText(
      'We updated the shop while this page was open.',
    );
    await expectFrame(page);
    // Once per session: no further reload by itself.
    await page.waitForLoadState('networkidle');
    await expect(newVersionHeading(page)).toBeVisible();
    expect(loads()).toBe(2);

    // The navbar still leads on.
    const nav = await mainNav(page);
    await press(nav.getByRole('link', { name: 'About', exact: true }));
    await expect(page.getByRole('heading', { level: 1, name: 'About Rimal' })).toBeVisible();
    expect(loads()).toBe(2);
  });

  test('Reload on the new-version screen loads the page once the new files are served', async ({
    page,
  }) => {
    const loads = countPageLoads(page);
    await removeFiles(page, 'ProductPage');
    await afterLoads(page, () => page.goto(paths.product(99)), 2);

    // Opened with its code missing: reloaded once, then the screen.
    await expect(newVersionHeading(page)).toBeVisible();
    expect(loads()).toBe(2);
    await expectFrame(page);

    await page.unroute(filesOf('ProductPage'));
    await afterLoads(page, () => press(page.getByRole('button', { name: 'Reload', exact: true })));
    await expect(page.getByRole('heading', { level: 1, name: kunafa.title })).toBeVisible();
    expect(loads()).toBe(3);
  });

  test('with session storage blocked the site never reloads by itself, and says so at once', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const loads = countPageLoads(page);
    await removeFiles(page, 'ProductPage');
    await page.goto(paths.product(99));

    await expect(newVersionHeading(page)).toBeVisible();
    await expectFrame(page);
    await page.waitForLoadState('networkidle');
    expect(loads()).toBe(1);
  });

  test('a cart drawer whose code is gone says so, tries again on the next press, and the page stays usable', async ({
    page,
  }) => {
    await seedCart(page, [{ id: kunafa.id, quantity: 1 }]);
    await removeFiles(page, 'cartPanelChunk');
    const asked = countRequests(page, filesOf('cartPanelChunk'));
    const loads = countPageLoads(page);
    await page.goto(paths.about);
    await expect(page.getByRole('heading', { level: 1, name: 'About Rimal' })).toBeVisible();

    const notice = toast(page, /^The cart could not be opened/);
    await press(cartButton(page));
    await expect(notice).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute('aria-expanded', 'false');
    // It waits for the shopper: no download again until the next press.
    await page.waitForTimeout(500);
    const afterFirst = asked();
    expect(afterFirst).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    expect(asked()).toBe(afterFirst);

    // The files are back (the new release is complete): the next press opens the drawer.
    await page.unroute(filesOf('cartPanelChunk'));
    await press(cartButton(page));
    await expect(page.getByRole('dialog', { name: /^Your Cart/ })).toBeVisible();

    // No reload, and everything else works: the page, the cart count.
    expect(loads()).toBe(1);
    await expect(page.getByRole('heading', { level: 1, name: 'About Rimal' })).toBeVisible();
    await expectCartCount(page, 1);
  });
});

test.describe('offline is not a deploy (issue 29)', () => {
  test('a page that cannot load offline says so inside the frame, never reloads, and carries on by itself once back online', async ({
    page,
  }) => {
    await seedCart(page, [{ id: 99, quantity: 2 }]);
    const loads = countPageLoads(page);
    await page.goto(paths.about);
    await expect(page.getByRole('heading', { level: 1, name: 'About Rimal' })).toBeVisible();
    await expectCartCount(page, 1);

    await goOffline(page);
    const nav = await mainNav(page);
    await press(nav.getByRole('link', { name: 'Shop', exact: true }));

    const offline = page.getByRole('heading', { level: 1, name: 'You are offline' });
    await expect(offline).toBeVisible();
    await expect(newVersionHeading(page)).toHaveCount(0);
    await expectFrame(page);
    await expectCartCount(page, 1);
    // Try again while still offline keeps the shopper here, on the site.
    await press(page.getByRole('button', { name: 'Try again' }));
    await expect(offline).toBeVisible();
    expect(loads()).toBe(1);

    await goOnline(page);
    await expect(page.getByRole('heading', { level: 1, name: categoryIn(1).title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${paths.shop}(?:[?&]lang=[a-z]+)?$`));
    await expectCartCount(page, 1);
  });
});
