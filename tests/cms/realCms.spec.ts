import { expect, test, type Page, type Route } from '@playwright/test';
import { paths } from '@rimal/core';
import { pageInLanguage } from '@rimal/i18n/address';
import { documentIdOf } from '@rimal/mocks';
import {
  continueToPayment,
  fillCustomerInAnyLanguage,
  openCheckout,
} from '../e2e/support/checkout';
import {
  CARDS,
  CUSTOMER,
  aed,
  cardOf,
  fillCustomer,
  futureExpiry,
  lineOf,
  openCart,
  payWith,
  press,
  product,
  productIn,
  seedCart,
  text,
} from '../e2e/support/shop';
import { cmsApi, cmsOrigin, cmsShop, cmsTokens, mailCatcher } from './cmsSite';

/** The prerendered page shows first; its buttons answer once the app has taken it over. */
const started = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-started', '');

// The site built against a real Strapi 5 seeded from the demo catalog (tests/cms.config.ts).
const KUNAFA = product(99);

/** Changes a product's price as an editor would, through the CMS's REST API. */
async function setPrice(id: number, price: number) {
  const response = await fetch(`${cmsApi}/products/${documentIdOf('product', id)}?locale=en`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${cmsTokens().editor}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ data: { price } }),
  });
  expect(response.status, await response.text()).toBe(200);
}

interface StoredOrder {
  id: number;
  status: string;
  lines: { product_id: number; title: string; unit_price: number; quantity: number }[];
  [field: string]: unknown;
}

/** What the staff read with the `orders` token: every order, or a payment session's. */
async function ordersInCms(sessionId?: string): Promise<StoredOrder[]> {
  const query = new URLSearchParams({ 'pagination[pageSize]': '100', sort: 'id:asc' });
  if (sessionId) query.set('filters[paymentSession][$eq]', sessionId);
  const response = await fetch(`${cmsApi}/orders?${query}`, {
    headers: { authorization: `Bearer ${cmsTokens().orders}` },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: StoredOrder[] }).data;
}

/** The session id of the demo payment the page takes next, from the shop's answer. */
const paidSession = (page: Page) =>
  page
    .waitForResponse((response) => response.url() === `${cmsShop}/demo/pay` && response.ok())
    .then(async (response) => ((await response.json()) as { sessionId: string }).sessionId);

async function expectConfirmed(page: Page, code: 'en' | 'ar' = 'en') {
  await expect(
    page.getByRole('heading', { level: 1, name: text(code, 'checkout', 'confirmed.title') }),
  ).toBeVisible();
}

async function chooseArabic(page: Page) {
  await press(page.getByRole('banner').getByRole('button', { name: 'English' }));
  await press(page.getByRole('menu').getByRole('menuitemradio', { name: 'العربية' }));
}

test.describe('the site on a real Strapi 5', () => {
  test('lists a category, opens a product and reads it again in Arabic', async ({ page }) => {
    await page.goto(paths.shop);
    await started(page);
    const card = cardOf(page, KUNAFA.title);
    await expect(card).toContainText(await aed(page, 30));
    // The picture comes from the CMS's media library, across origins.
    const picture = card.locator('img').first();
    await expect(picture).toHaveAttribute('src', `${cmsOrigin}/uploads/product-99-top.svg`);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(800);

    await press(card.getByRole('link', { name: `Learn more about ${KUNAFA.title}` }));
    await expect(page).toHaveURL(new RegExp(`${paths.product(KUNAFA.id)}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1, name: KUNAFA.title })).toBeVisible();

    await chooseArabic(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabic = productIn(KUNAFA.id, 'ar').title;
    await expect(page.getByRole('heading', { level: 1, name: arabic })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(await aed(page, 30, 'ar'));
  });

  test('a price changed in the CMS reaches the cart', async ({ page }) => {
    await seedCart(page, [{ id: KUNAFA.id, quantity: 1 }]);
    await page.goto(paths.home);
    await started(page);
    const drawer = await openCart(page);
    await expect(lineOf(drawer, KUNAFA.title)).toContainText(await aed(page, 30));

    await setPrice(KUNAFA.id, 27);
    try {
      await page.reload();
      await started(page);
      const again = await openCart(page);
      const notice = again.getByRole('status', { name: 'Your cart was updated' });
      await expect(notice).toContainText(
        `Price changed from ${await aed(page, 30)} to ${await aed(page, 27)}`,
      );
      await expect(lineOf(again, KUNAFA.title)).toContainText(await aed(page, 27));
    } finally {
      await setPrice(KUNAFA.id, 30);
    }
  });

  test('an enquiry sent in Arabic reaches the department with its files, and its sender in Arabic', async ({
    page,
  }) => {
    const label = (key: string) => text('ar', 'contact', `form.${key}`);
    const form = page.getByRole('form', { name: label('label') });
    const email = `mariam.${Date.now()}@example.com`;
    const pdf = (name: string) => ({
      name,
      mimeType: 'application/pdf',
      buffer: Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n${name}`),
    });
    await page.goto('/ar/contact');
    await started(page);
    await form.getByRole('textbox', { name: label('name'), exact: true }).fill('مريم حداد');
    await form.getByRole('textbox', { name: label('email'), exact: true }).fill(email);
    await form.getByRole('textbox', { name: label('phone'), exact: true }).fill('+971 50 123 4567');
    await form.getByRole('combobox', { name: label('country'), exact: true }).selectOption('AE');
    await form
      .getByRole('combobox', { name: label('department'), exact: true })
      .selectOption('hrRecruitment');
    await form
      .getByRole('combobox', { name: label('targetFunction'), exact: true })
      .selectOption('quality');
    await form.getByLabel(label('resume')).setInputFiles([pdf('cv.pdf'), pdf('letter.pdf')]);
    await press(form.getByRole('button', { name: label('submit') }));
    await expect(
      page.getByRole('dialog', { name: text('ar', 'contact', 'popup.title') }),
    ).toBeVisible();

    // Both mails, as the catcher received them: core's placeholder list for HR, never the browser's.
    type Caught = {
      subject: string;
      to: { address: string }[];
      attachments?: { fileName: string }[];
      headers: Record<string, string>;
    };
    const caught = async () =>
      ((await (await fetch(`${mailCatcher}/email`)).json()) as Caught[]).filter((mail) =>
        JSON.stringify(mail).includes(email),
      );
    await expect.poll(async () => (await caught()).length, { timeout: 20_000 }).toBe(2);
    const mails = await caught();
    const department = mails.find((mail) => mail.to[0]?.address === 'careers@example.com');
    expect(department?.attachments?.map((file) => file.fileName).sort()).toEqual([
      'cv.pdf',
      'letter.pdf',
    ]);
    const acknowledgement = mails.find((mail) => mail.to[0]?.address === email);
    expect(acknowledgement?.subject).toBe(
      text('ar', 'mail', 'acknowledgement.subject').replace(
        '{{department}}',
        text('ar', 'contact', 'departments.hrRecruitment'),
      ),
    );
    expect(acknowledgement?.attachments ?? []).toEqual([]);
  });
});

test.describe('the shop on a real Strapi 5 (issue 42)', () => {
  test('a whole purchase with a prize code: the order is in the database at the catalog’s prices', async ({
    page,
  }) => {
    // Product 90 (AED 12.50) once and product 99 (AED 30) twice: AED 72.50; WIN50OFF01 takes
    // 36 off (docs/requirements.md §9), which leaves 36.50, under 50: AED 20 delivery.
    await openCheckout(page, [
      { id: 90, quantity: 1 },
      { id: 99, quantity: 2 },
    ]);
    await page.getByLabel('Coupon or prize code').fill('WIN50OFF01');
    await press(page.getByRole('button', { name: 'Apply' }));
    await expect(page.getByText('Code applied')).toContainText('WIN50OFF01');
    await fillCustomer(page);
    await continueToPayment(page);
    const session = paidSession(page);
    await payWith(page, CARDS.pays);
    const sessionId = await session;
    await expectConfirmed(page);

    const orders = await ordersInCms(sessionId);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    console.log(`The order as the staff token reads it:\n${JSON.stringify(order, null, 2)}`);
    expect(order).toMatchObject({
      status: 'placed',
      deliveryCharge: 20,
      discount: 36,
      total: 56.5,
      currency: 'aed',
      code: 'WIN50OFF01',
      language: 'en',
      paymentSession: sessionId,
      email: CUSTOMER.email,
      destination_address_city: CUSTOMER.city,
      destination_address_landmark: CUSTOMER.landmark,
    });
    expect(order?.lines).toEqual([
      { product_id: 90, title: product(90).title, unit_price: 12.5, quantity: 1 },
      { product_id: 99, title: KUNAFA.title, unit_price: 30, quantity: 2 },
    ]);
    for (const moment of ['pendingAt', 'paidAt', 'placedAt'] as const) {
      expect(order?.[moment], moment).toEqual(expect.any(String));
    }
    // The code is spent, in the database.
    const verified = await fetch(`${cmsShop}/varifyCode/WIN50OFF01`);
    expect(verified.status).toBe(404);
  });

  test('a tab closed right after paying: the shop placed the order, and the shopper who comes back sees it confirmed', async ({
    page,
    context,
  }, testInfo) => {
    await seedCart(page, [{ id: KUNAFA.id, quantity: 1 }]);
    await page.goto(pageInLanguage(paths.checkout, 'ar'));
    await started(page);
    // The tab closes before the browser's create_order reaches the shop.
    let heldBack = 0;
    await page.route(`${cmsShop}/create_order`, (route: Route) => {
      heldBack += 1;
      return route.abort();
    });
    await fillCustomerInAnyLanguage(page);
    await press(page.getByRole('button', { name: text('ar', 'checkout', 'customer.submit') }));
    const area = page.getByRole('region', { name: text('ar', 'checkout', 'payment.title') });
    const label = (key: string) => text('ar', 'checkout', `demoPayment.${key}`);
    await area.getByLabel(label('cardNumber')).fill(CARDS.pays);
    await area.getByLabel(label('expiry')).fill(futureExpiry());
    await area.getByLabel(label('cvc')).fill('123');
    const session = paidSession(page);
    await press(area.locator('button[type="submit"]'));
    const sessionId = await session;
    // The page is left once its create_order has been stopped, and then closed: closed at once, it
    // went on running while it closed, and a create_order it sent then reached the shop and
    // placed the order (1 in 4 runs; the clean run of 115852f).
    await expect.poll(() => heldBack).toBeGreaterThan(0);
    await page.goto('about:blank');
    await page.close();

    const [paid, ...more] = await ordersInCms(sessionId);
    expect(more).toHaveLength(0);
    // Placed with the delivery details of its order reference: deliverable as it stands.
    expect(paid).toMatchObject({
      status: 'paid',
      total: 50,
      deliveryCharge: 20,
      language: 'ar',
      email: 'mariam@example.com',
      destination_address_city: 'Dubai',
      destination_address_landmark: 'Opposite the park',
    });
    expect(paid?.lines).toEqual([
      { product_id: 99, title: productIn(KUNAFA.id, 'ar').title, unit_price: 30, quantity: 1 },
    ]);
    testInfo.annotations.push({ type: 'create_order held back', description: String(heldBack) });

    // The shopper comes back to the payment's return address in this browser.
    const back = await context.newPage();
    await back.goto(pageInLanguage(paths.paymentReturn(sessionId), 'ar'));
    await expectConfirmed(back, 'ar');
    await expect(back.locator('html')).toHaveAttribute('dir', 'rtl');
    await back.screenshot({ path: testInfo.outputPath('confirmed-ar.png') });
    const [placed, ...again] = await ordersInCms(sessionId);
    expect(again).toHaveLength(0);
    expect(placed).toMatchObject({ id: paid?.id, status: 'placed', email: CUSTOMER.email });
  });

  test('a price changed in the CMS after the cart was filled: the site shows it, and no order is placed at the old price', async ({
    page,
  }) => {
    await openCheckout(page, [{ id: KUNAFA.id, quantity: 1 }]);
    await expect(page.getByRole('main')).toContainText(await aed(page, 30));
    await fillCustomer(page);
    const before = (await ordersInCms()).map((order) => order.id);

    // The editor saves the new price after the site read the cart again, before the shop is
    // asked: only the shop's own check can catch it.
    let changed: Promise<void> | undefined;
    const changeFirst = async (route: Route) => {
      changed ??= setPrice(KUNAFA.id, 27);
      await changed;
      await route.fallback();
    };
    await page.route(`${cmsShop}/create-checkout-session`, changeFirst);
    await page.route(`${cmsShop}/create_order_ref`, changeFirst);
    try {
      const answer = page.waitForResponse(`${cmsShop}/create-checkout-session`);
      await press(page.getByRole('button', { name: 'Continue to payment' }));
      // The shop's own check refused it: the site's read had found the old price.
      const refusal = await answer;
      expect(refusal.status()).toBe(409);
      expect(await refusal.json()).toMatchObject({ reason: 'pricesChanged' });
      await expect(page.getByText(/Prices have changed/)).toBeVisible();
      await expect(page.getByRole('main')).toContainText(await aed(page, 27));
      const refused = await ordersInCms();
      expect(refused.map((order) => order.id)).toEqual(before);

      // The shopper pays the new price.
      await page.unrouteAll();
      await continueToPayment(page);
      const session = paidSession(page);
      await payWith(page, CARDS.pays);
      const sessionId = await session;
      await expectConfirmed(page);
      const added = (await ordersInCms()).filter((order) => !before.includes(order.id));
      // The order reference became the placed order: one order, at the new price.
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({ status: 'placed', paymentSession: sessionId, total: 47 });
      expect(added[0]?.lines).toEqual([
        { product_id: KUNAFA.id, title: KUNAFA.title, unit_price: 27, quantity: 1 },
      ]);
    } finally {
      await setPrice(KUNAFA.id, 30);
    }
  });
});
