import { expect, test, type Page } from '@playwright/test';
import { paths } from '@rimal/core';
import { documentIdOf } from '@rimal/mocks';
import {
  aed,
  cardOf,
  lineOf,
  openCart,
  press,
  product,
  productIn,
  seedCart,
  text,
} from '../e2e/support/shop';
import { cmsApi, cmsOrigin, cmsTokens, mailCatcher } from './cmsSite';

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
    expect(acknowledgement?.subject).toContain(text('ar', 'contact', 'popup.title'));
    expect(acknowledgement?.attachments ?? []).toEqual([]);
  });
});
