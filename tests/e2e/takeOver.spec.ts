import type { CDPSession, Page } from '@playwright/test';
import { paths } from '@rimal/core';
import { pageInLanguage } from '@rimal/i18n/address';
import { STATE_STORAGE_KEY, type MailOutboxEntry } from '@rimal/mocks';
import { expect, test, type MockApi } from './support/fixtures';
import {
  cardOf,
  expectCartCount,
  openCart,
  press,
  product,
  text,
  toast,
  type LanguageCode,
} from './support/shop';

/*
 * A prerendered page shows its buttons and fields before the app has taken it over
 * (html[data-started]). A press in that time is held and pressed again once the app answers
 * (startAfterLoad.ts); what is typed, chosen or ticked is kept. Here the app's script is held
 * back until the test lets it in, so that the visitor surely comes first.
 */

async function openBeforeTheApp(page: Page, path: string) {
  let held = 0;
  let letIn = () => {};
  const released = new Promise<void>((resolve) => (letIn = resolve));
  await page.route(
    (url) => /\/assets\/index-[\w-]+\.js$/.test(url.pathname),
    async (route) => {
      held += 1;
      await released;
      await route.fallback();
    },
  );
  // The frame's own navigation: the fixture's `page.goto` waits for the take-over.
  await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
  return {
    async expectNotStarted() {
      await expect(page.locator('html')).not.toHaveAttribute('data-started');
    },
    /** Lets the app's script through: the take-over begins. */
    letTheAppIn: () => letIn(),
    async waitForTheApp() {
      letIn();
      await expect(page.locator('html')).toHaveAttribute('data-started', '', { timeout: 30_000 });
      expect(held, "the app's script was held back").toBe(1);
      await fullSpeed(page);
    },
  };
}

/** Uploading, registering and sending the enquiry, at the phone's pace. */
const SENDING_MS = 20_000;

const slowedDown = new WeakMap<Page, CDPSession>();

/** A mid-range phone: the take-over takes seconds, and the visitor does not wait for it. */
async function slowPhoneCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  slowedDown.set(page, cdp);
}

/**
 * Once the app has the page, what was filled in is in its state or lost: the rest of a test (the
 * checks, the sending) runs at full speed, where at the phone's pace it took half of the test's
 * time (issue 46).
 */
async function fullSpeed(page: Page) {
  await slowedDown.get(page)?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

/**
 * What the mail service was sent: the tests' mail server for the production build, the demo
 * back ends in the page (their state in session storage) for demo mode.
 */
async function sentMail(page: Page, mockApi: MockApi): Promise<Record<string, unknown>> {
  const outbox = async () =>
    test.info().project.name === 'demo'
      ? page.evaluate(
          (key) =>
            (
              JSON.parse(sessionStorage.getItem(key) ?? '{"outbox":[]}') as {
                outbox: MailOutboxEntry[];
              }
            ).outbox,
          STATE_STORAGE_KEY,
        )
      : mockApi.outbox();
  await expect.poll(async () => (await outbox()).map((entry) => entry.kind)).toContain('sendmail');
  const sendmail = (await outbox()).find((entry) => entry.kind === 'sendmail');
  return sendmail?.body ?? {};
}

/** Where the caret is, and in which field. */
const caret = (page: Page) =>
  page.evaluate(() => {
    const field = document.activeElement;
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? { name: field.name, start: field.selectionStart, end: field.selectionEnd }
      : null;
  });

const contactIn = (page: Page, code: LanguageCode) => {
  const form = page.getByRole('form', { name: text(code, 'contact', 'form.label') });
  const say = (key: string) => text(code, 'contact', key);
  return {
    form,
    field: (key: string) => form.getByRole('textbox', { name: say(key), exact: true }),
    select: (key: string) => form.getByRole('combobox', { name: say(key), exact: true }),
    submit: () => press(form.getByRole('button', { name: say('form.submit') })),
    sent: page.getByRole('dialog', { name: say('popup.title') }),
    say,
  };
};

test(
  '"Add to cart" pressed before the app has started is answered once it has',
  { tag: '@phone' },
  async ({ page }) => {
    const kunafa = product(99);
    const opened = await openBeforeTheApp(page, paths.products(1));
    await opened.expectNotStarted();
    await press(cardOf(page, kunafa.title).getByRole('button', { name: 'Add to cart' }));
    await opened.expectNotStarted();
    await opened.waitForTheApp();
    await expectCartCount(page, 1);
  },
);

test('a form sent before the app has started stays on its page, and is checked once the app has', async ({
  page,
}) => {
  const opened = await openBeforeTheApp(page, paths.contact);
  await opened.expectNotStarted();
  const form = page.getByRole('form', { name: 'Contact form' });
  await press(form.getByRole('button', { name: 'Contact Now' }));
  await opened.waitForTheApp();
  // Not sent natively: the empty fields never reached the address.
  expect(new URL(page.url()).search).toBe('');
  await expect(
    form.getByRole('textbox', { name: 'Name', exact: true }),
  ).toHaveAccessibleDescription('This field is required');
});

test.describe('what a visitor fills in before the app has started is kept, on a slow phone', () => {
  test.slow();
  test.beforeEach(async ({ page }) => slowPhoneCpu(page));

  test(
    'the contact form: typed, chosen, the caret where it was, the department’s own fields, and all of it sent',
    { tag: '@demo' },
    async ({ page, mockApi }) => {
      const contact = contactIn(page, 'en');
      const opened = await openBeforeTheApp(page, paths.contact);
      await opened.expectNotStarted();
      await contact.field('form.name').pressSequentially('Omar Khalil');
      await contact.field('form.email').pressSequentially('omar@example.com');
      await contact.field('form.phone').pressSequentially('+971 55 765 4321');
      await contact
        .select('form.department')
        .selectOption({ label: 'Sales & Distribution Inquiries' });
      const message = contact.field('form.message');
      const [before, after] = ['We would like to import your dates to ', 'Germany.'];
      await message.pressSequentially(`${before}${after}`);
      // Back before "Germany.", to add a city there.
      for (const _ of after) await page.keyboard.press('ArrowLeft');
      await opened.expectNotStarted();
      const left = await caret(page);
      expect(left).toEqual({ name: 'message', start: before.length, end: before.length });

      await opened.waitForTheApp();
      await expect(contact.field('form.name')).toHaveValue('Omar Khalil');
      await expect(contact.field('form.email')).toHaveValue('omar@example.com');
      await expect(contact.field('form.phone')).toHaveValue('+971 55 765 4321');
      await expect(contact.select('form.department')).toHaveValue('salesDistribution');
      await expect(message).toHaveValue('We would like to import your dates to Germany.');
      await expect(message).toBeFocused();
      expect(await caret(page)).toEqual(left);
      // The department's own question, which the prerendered form did not have.
      const discuss = contact.form.getByRole('radiogroup', {
        name: 'What would you like to discuss?',
      });
      await expect(discuss).toBeVisible();

      await page.keyboard.type('Berlin, ');
      await expect(message).toHaveValue('We would like to import your dates to Berlin, Germany.');
      await contact.select('form.country').selectOption('AE');
      await press(discuss.getByRole('radio', { name: 'Export', exact: true }));
      await contact.select('form.targetMarket').selectOption('DE');
      await contact.select('form.targetBrand').selectOption('Rimal Gourmet');
      await contact.submit();
      await expect(contact.sent).toBeVisible({ timeout: SENDING_MS });
      expect(await sentMail(page, mockApi)).toMatchObject({
        name: 'Omar Khalil',
        email: 'omar@example.com',
        phone: '+971 55 765 4321',
        inqCountry: 'AE',
        department: 'Sales & Distribution Inquiries',
        selectedOptionSales: 'export',
        targetCountry: 'DE',
        targetBrand: 'Rimal Gourmet',
        message: 'We would like to import your dates to Berlin, Germany.',
      });
    },
  );

  test(
    'a department chosen before the app has started shows its upload, which sends its file',
    { tag: '@demo' },
    async ({ page, mockApi }) => {
      const contact = contactIn(page, 'en');
      const opened = await openBeforeTheApp(page, paths.contact);
      await contact.field('form.name').pressSequentially('Omar Khalil');
      await contact.select('form.department').selectOption({ label: 'HR & Recruitment' });
      await opened.expectNotStarted();
      await opened.waitForTheApp();
      await expect(contact.select('form.department')).toHaveValue('hrRecruitment');
      const resume = contact.form.getByLabel('Upload your resume');
      await resume.setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(2048, 0x41),
      });
      await expect(contact.form.getByText('1 file selected')).toBeVisible();
      await contact.field('form.email').fill('omar@example.com');
      await contact.field('form.phone').fill('+971 55 765 4321');
      await contact.select('form.country').selectOption('AE');
      await contact.submit();
      await expect(contact.sent).toBeVisible({ timeout: SENDING_MS });
      const sent = await sentMail(page, mockApi);
      expect(sent).toMatchObject({ name: 'Omar Khalil', department: 'HR & Recruitment' });
      expect(sent.photos).toHaveLength(1);
    },
  );

  for (const { code, name, message } of [
    { code: 'ar', name: ['عمر', ' خليل'], message: ['هل تشحنون علب الهدايا', ' إلى العين؟'] },
    { code: 'ja', name: ['山田', '太郎'], message: ['ギフトボックスを', '東京へ送れますか。'] },
  ] as const) {
    test(
      `words composed in ${code} before and while the app takes over are kept whole and sent`,
      { tag: '@demo' },
      async ({ page, mockApi }) => {
        const contact = contactIn(page, code);
        const opened = await openBeforeTheApp(page, pageInLanguage(paths.contact, code));
        await opened.expectNotStarted();
        await contact.field('form.name').click();
        await page.keyboard.insertText(name[0]);
        await page.keyboard.insertText(name[1]);
        await contact.field('form.email').click();
        await page.keyboard.insertText('omar@example.com');
        await contact.field('form.phone').click();
        await page.keyboard.insertText('+971 55 765 4321');
        await contact
          .select('form.department')
          .selectOption({ label: contact.say('departments.generalInquiries') });
        await contact.field('form.message').click();
        await page.keyboard.insertText(message[0]);
        await opened.expectNotStarted();

        opened.letTheAppIn();
        // The next word, composed while the app takes the page over.
        await page.keyboard.insertText(message[1]);
        await opened.waitForTheApp();
        const whole = `${message[0]}${message[1]}`;
        await expect(contact.field('form.message')).toHaveValue(whole);
        await expect(contact.field('form.message')).toBeFocused();
        await expect(contact.field('form.name')).toHaveValue(name.join(''));
        await expect(contact.select('form.department')).toHaveValue('generalInquiries');

        await contact.select('form.country').selectOption('AE');
        await contact.submit();
        await expect(contact.sent).toBeVisible({ timeout: SENDING_MS });
        expect(await sentMail(page, mockApi)).toMatchObject({
          name: name.join(''),
          email: 'omar@example.com',
          phone: '+971 55 765 4321',
          inqCountry: 'AE',
          department: 'General inquiries',
          message: whole,
        });
      },
    );
  }

  test(
    'a category ticked before the app has started filters the listing once it has',
    { tag: '@demo' },
    async ({ page }) => {
      const opened = await openBeforeTheApp(page, paths.shop);
      const boxes = page.getByRole('group', { name: 'Product Categories' }).getByRole('checkbox');
      const count = page.getByText(/^\d+ products?$/);
      const all = await count.textContent();
      const second = boxes.nth(1);
      const id = await second.getAttribute('value');
      await press(second);
      await expect(second).toBeChecked();
      await opened.expectNotStarted();
      await opened.waitForTheApp();
      await expect(page).toHaveURL(new RegExp(`${paths.shop}\\?sub=${id}$`));
      await expect(second).toBeChecked();
      await expect(boxes.first()).not.toBeChecked();
      await expect(count).not.toHaveText(all ?? '');
    },
  );

  test('the newsletter box keeps the address typed', { tag: '@demo' }, async ({ page }) => {
    const opened = await openBeforeTheApp(page, paths.home);
    const newsletter = page.getByRole('region', { name: 'Sweet news in your inbox' });
    await newsletter
      .getByRole('textbox', { name: 'Email address' })
      .pressSequentially('mona@example.com');
    await opened.expectNotStarted();
    await opened.waitForTheApp();
    await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'mona@example.com',
    );
    await press(newsletter.getByRole('button', { name: 'Subscribe' }));
    await expect(newsletter.getByRole('status')).toContainText('mona@example.com');
  });

  test(
    'the quantity stepped up before the app has started goes into the cart',
    { tag: '@demo' },
    async ({ page }) => {
      const dates = product(90);
      const opened = await openBeforeTheApp(page, paths.product(dates.id));
      const stepper = page.getByRole('group', { name: `Quantity of ${dates.title}` });
      await press(stepper.getByRole('button', { name: 'Increase quantity' }));
      await press(stepper.getByRole('button', { name: 'Increase quantity' }));
      await press(page.getByRole('button', { name: 'ADD TO CART', exact: true }));
      await opened.expectNotStarted();
      await opened.waitForTheApp();
      await expect(stepper.locator('output')).toHaveText('3');
      await expect(toast(page, `${dates.title} added to the cart`)).toBeVisible();
      const cart = await openCart(page);
      await expect(
        cart.getByRole('group', { name: `Quantity of ${dates.title}` }).locator('output'),
      ).toHaveText('3');
    },
  );
});
