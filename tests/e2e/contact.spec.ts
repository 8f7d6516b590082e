import type { Locator, Page } from '@playwright/test';
import { PRODUCT_BRANDS, paths } from '@rimal/core';
import { expect, test } from './support/fixtures';
import { pdfOnDisk } from './support/files';
import { press } from './support/shop';

const REQUIRED = 'This field is required';
const THANKS = 'Thanks for contacting will get back soon !';
const MB5 = 5 * 1024 * 1024; // 5242880 bytes, the largest file accepted (docs/requirements.md §5)

const TARGET_FUNCTIONS = [
  'Sales',
  'Business Development',
  'Marketing',
  'Product Development',
  'Supply Chain',
  'Production',
  'Quality',
  'Accounting & Finance',
  'Human Resources',
  'IT',
  'Customer Service',
  'Legal & Compliance',
];

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const field = (page: Page, name: string) =>
  contactForm(page).getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) =>
  contactForm(page).getByRole('combobox', { name, exact: true });
const radios = (page: Page, legend: string) =>
  contactForm(page).getByRole('radiogroup', { name: legend });
const statusText = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ }).last();

const file = (name: string, size: number, mimeType = 'application/pdf') => ({
  name,
  mimeType,
  buffer: Buffer.alloc(size, 0x41),
});

async function openContact(page: Page) {
  await page.goto(paths.contact);
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
}

const PERSON = {
  name: 'Omar Khalil',
  email: 'omar@example.com',
  phone: '+971 55 765 4321',
  country: 'AE',
};

async function fillGeneral(page: Page, department: string) {
  await field(page, 'Name').fill(PERSON.name);
  await field(page, 'Email').fill(PERSON.email);
  await field(page, 'Phone').fill(PERSON.phone);
  await select(page, 'Country').selectOption(PERSON.country);
  await select(page, 'Department').selectOption({ label: department });
}

async function expectGeneralKept(page: Page, department: string) {
  await expect(field(page, 'Name')).toHaveValue(PERSON.name);
  await expect(field(page, 'Email')).toHaveValue(PERSON.email);
  await expect(field(page, 'Phone')).toHaveValue(PERSON.phone);
  await expect(select(page, 'Country')).toHaveValue(PERSON.country);
  await expect(select(page, 'Department').locator('option:checked')).toHaveText(department);
}

const submit = (page: Page) =>
  press(contactForm(page).getByRole('button', { name: 'Contact Now' }));

/** The success popup: thanks, then Home; the form is reset behind it. */
async function expectSent(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(THANKS);
  await expect(popup).toContainText('Your message is on its way to the right team.');
  await expect(popup.getByRole('link', { name: 'Home' })).toBeFocused();
  await expect(statusText(page)).toHaveText(THANKS);
  await expect(field(page, 'Name')).toHaveValue('');
  await expect(field(page, 'Email')).toHaveValue('');
  await expect(select(page, 'Country')).toHaveValue('');
  await expect(select(page, 'Department')).toHaveValue('');
  return popup;
}

/** The register call (with its mailList) came first, then sendmail with the same payload. */
function sentPayload(outbox: { kind: string; body: Record<string, unknown> }[]) {
  expect(outbox.map((entry) => entry.kind)).toEqual(['register', 'sendmail']);
  const [register, sendmail] = outbox as [(typeof outbox)[0], (typeof outbox)[0]];
  const { mailList, ...rest } = register.body;
  expect(sendmail.body).toEqual(rest);
  expect(sendmail.body).not.toHaveProperty('mailList');
  return { ...rest, mailList } as Record<string, unknown>;
}

async function optionLabels(locator: Locator) {
  return locator.locator('option:not([value=""])').allTextContents();
}

test.describe('contact form (docs/requirements.md §2 to §5)', () => {
  test(
    'general fields are required; General inquiries asks for a Message; success resets the form',
    { tag: '@phone' },
    async ({ page, mockApi }) => {
      await openContact(page);
      await expect(select(page, 'Department').locator('option:not([value=""])')).toHaveText([
        'Customer Support',
        'Sales & Distribution Inquiries',
        'HR & Recruitment',
        'Marketing & Branding',
        'General inquiries',
      ]);
      await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
      await expect(field(page, 'Phone')).toHaveAttribute('type', 'tel');
      expect((await optionLabels(select(page, 'Country'))).length).toBeGreaterThan(240);

      await submit(page);
      for (const control of [
        field(page, 'Name'),
        field(page, 'Email'),
        field(page, 'Phone'),
        select(page, 'Country'),
        select(page, 'Department'),
        field(page, 'Message'),
      ]) {
        await expect(control).toHaveAccessibleDescription(REQUIRED);
      }
      await expect(field(page, 'Name')).toBeFocused();

      await field(page, 'Email').fill('omar.example.com');
      await field(page, 'Email').blur();
      await expect(field(page, 'Email')).toHaveAccessibleDescription('Enter a valid email address');

      await fillGeneral(page, 'General inquiries');
      await field(page, 'Message').fill('Do you ship gift boxes to Al-Ain?');
      await submit(page);
      const popup = await expectSent(page);

      const payload = sentPayload(mockApi.outbox());
      expect(payload).toMatchObject({
        name: PERSON.name,
        email: PERSON.email,
        phone: PERSON.phone,
        inqCountry: 'AE',
        department: 'General inquiries',
        message: 'Do you ship gift boxes to Al-Ain?',
        mailList: ['info@example.com'],
      });

      await page.evaluate(() => window.scrollTo(0, 200));
      await press(popup.getByRole('link', { name: 'Home' }));
      await expect(page).toHaveURL(/\/(?:[?&]lang=[a-z]+)?$/);
      await expect(popup).toBeHidden();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    },
  );

  test('Sales & Distribution → Export asks for Target Market and Target Brand', async ({
    page,
    mockApi,
  }) => {
    await openContact(page);
    await fillGeneral(page, 'Sales & Distribution Inquiries');
    const options = radios(page, 'What would you like to discuss?');
    await expect(options.getByRole('radio')).toHaveCount(4);
    for (const label of ['Export', 'Private label', 'UAE', 'KSA']) {
      await expect(options.getByRole('radio', { name: label, exact: true })).not.toBeChecked();
    }
    await expect(select(page, 'Target Market')).toHaveCount(0);
    await field(page, 'Message').fill('We would like to import your dates to Germany.');
    await submit(page);
    await expect(options).toHaveAccessibleDescription(REQUIRED);

    await press(options.getByRole('radio', { name: 'Export', exact: true }));
    await expect(select(page, 'Target Market')).toBeVisible();
    await expect(select(page, 'Target Brand')).toBeVisible();
    expect((await optionLabels(select(page, 'Target Market'))).length).toBeGreaterThan(240);
    expect(await optionLabels(select(page, 'Target Brand'))).toEqual(PRODUCT_BRANDS);
    await submit(page);
    await expect(select(page, 'Target Market')).toHaveAccessibleDescription(REQUIRED);
    await expect(select(page, 'Target Brand')).toHaveAccessibleDescription(REQUIRED);
    await expect(select(page, 'Target Market')).toBeFocused();

    await select(page, 'Target Market').selectOption({ label: 'Germany' });
    await select(page, 'Target Brand').selectOption('Rimal Gourmet');
    await submit(page);
    await expectSent(page);
    expect(sentPayload(mockApi.outbox())).toMatchObject({
      department: 'Sales & Distribution Inquiries',
      selectedOptionSales: 'export',
      targetCountry: 'DE',
      targetBrand: 'Rimal Gourmet',
      message: 'We would like to import your dates to Germany.',
      // The export target market picks the regional mailbox.
      mailList: ['export.europe@example.com'],
    });
  });

  test('Sales & Distribution: private label asks for its country; UAE and KSA need no more', async ({
    page,
    mockApi,
  }) => {
    await openContact(page);
    await fillGeneral(page, 'Sales & Distribution Inquiries');
    const options = radios(page, 'What would you like to discuss?');
    await press(options.getByRole('radio', { name: 'Private label', exact: true }));
    await expect(select(page, 'Country for your private label')).toBeVisible();
    await expect(select(page, 'Target Brand')).toHaveCount(0);
    await field(page, 'Message').fill('Private label chocolates for our stores.');
    await submit(page);
    await expect(select(page, 'Country for your private label')).toHaveAccessibleDescription(
      REQUIRED,
    );

    await press(options.getByRole('radio', { name: 'KSA', exact: true }));
    await expect(select(page, 'Country for your private label')).toHaveCount(0);
    await expect(select(page, 'Target Market')).toHaveCount(0);
    await submit(page);
    await expectSent(page);
    expect(sentPayload(mockApi.outbox())).toMatchObject({
      selectedOptionSales: 'ksa',
      targetCountry: '',
      mailList: ['sales.ksa@example.com'],
    });
  });

  test('HR & Recruitment: Target Function and resume upload', async ({ page, mockApi }) => {
    await openContact(page);
    await fillGeneral(page, 'HR & Recruitment');
    await expect(field(page, 'Message')).toHaveCount(0);
    expect(await optionLabels(select(page, 'Target Function'))).toEqual(TARGET_FUNCTIONS);
    await select(page, 'Target Function').selectOption({ label: 'Quality' });
    const resume = contactForm(page).getByLabel('Upload your resume');
    await expect(resume).toHaveAttribute('multiple', '');
    await resume.setInputFiles([file('cv.pdf', 2048), file('cover-letter.pdf', 1024)]);
    await expect(contactForm(page).getByText('2 files selected')).toBeVisible();
    await submit(page);
    await expectSent(page);
    expect(mockApi.uploads().map((upload) => upload.name)).toEqual(['cv.pdf', 'cover-letter.pdf']);
    const payload = sentPayload(mockApi.outbox());
    expect(payload).toMatchObject({
      department: 'HR & Recruitment',
      targetFunction: 'quality',
      mailList: ['careers@example.com'],
    });
    expect(payload.photos).toHaveLength(2);
  });

  test('Marketing & Branding: credentials and proposal upload', async ({ page, mockApi }) => {
    await openContact(page);
    await fillGeneral(page, 'Marketing & Branding');
    await expect(field(page, 'Message')).toHaveCount(0);
    const upload = contactForm(page).getByLabel('Credentials and proposal');
    await expect(upload).toHaveAccessibleDescription(/Services, Sponsorship, Collaboration/);
    await upload.setInputFiles(file('proposal.pdf', 4096));
    await expect(contactForm(page).getByText('1 file selected')).toBeVisible();
    await submit(page);
    await expectSent(page);
    const payload = sentPayload(mockApi.outbox());
    expect(payload).toMatchObject({
      department: 'Marketing & Branding',
      mailList: ['marketing@example.com'],
    });
    expect(payload.photos).toHaveLength(1);
    expect(mockApi.uploads().map((each) => each.name)).toEqual(['proposal.pdf']);
  });

  test(
    'Customer Support → Product feedback: brand, BNF, dates, place of purchase and photos',
    { tag: '@phone' },
    async ({ page, mockApi }) => {
      await openContact(page);
      await fillGeneral(page, 'Customer Support');
      const options = radios(page, 'How can we help?');
      await expect(options.getByRole('radio')).toHaveCount(3);
      await submit(page);
      await expect(options).toHaveAccessibleDescription(REQUIRED);

      await press(options.getByRole('radio', { name: 'Product feedback' }));
      const category = radios(page, 'Brand Category');
      await expect(category.getByRole('radio')).toHaveCount(2);
      await press(category.getByRole('radio', { name: 'SNACKS' }));
      expect(await optionLabels(select(page, 'Brand Name'))).toEqual(PRODUCT_BRANDS);
      await select(page, 'Brand Name').selectOption('Rimal Bites');
      await expect(field(page, 'BNF Number')).toHaveAttribute('type', 'tel');
      await expect(
        page.getByRole('img', { name: 'Sample pack showing where the BNF number is printed' }),
      ).toBeVisible();
      await field(page, 'BNF Number').fill('4820011');
      const expiry = contactForm(page).getByLabel('Expiry Date');
      await expect(expiry).toHaveAttribute('type', 'date');
      await expiry.fill('2026-03-01');
      await contactForm(page).getByLabel('Purchase Date').fill('2025-01-15');
      await field(page, 'Purchase From').fill('Dubai Mall kiosk');
      await contactForm(page)
        .getByLabel('Upload Photos')
        .setInputFiles(file('pack.jpg', 3000, 'image/jpeg'));
      await submit(page);
      await expectSent(page);
      const payload = sentPayload(mockApi.outbox());
      expect(payload).toMatchObject({
        department: 'Customer Support',
        selectedOption: 'productFeedback',
        brandCategory: 'SNACKS',
        brandName: 'Rimal Bites',
        bnf: '4820011',
        expiry: '2026-03-01',
        purchaseDate: '2025-01-15',
        purchaseFrom: 'Dubai Mall kiosk',
        mailList: ['feedback@example.com', 'quality@example.com'],
      });
      expect(payload.photos).toHaveLength(1);
    },
  );

  test('Customer Support → Order tracking needs an Order Number', async ({ page, mockApi }) => {
    await openContact(page);
    await fillGeneral(page, 'Customer Support');
    await press(radios(page, 'How can we help?').getByRole('radio', { name: 'Order tracking' }));
    await submit(page);
    await expect(field(page, 'Order Number')).toHaveAccessibleDescription(REQUIRED);
    await expect(field(page, 'Order Number')).toBeFocused();
    await field(page, 'Order Number').fill('NOT-1718000000000');
    await submit(page);
    await expectSent(page);
    expect(sentPayload(mockApi.outbox())).toMatchObject({
      selectedOption: 'orderTracking',
      orderNumber: 'NOT-1718000000000',
      mailList: ['orders@example.com'],
    });
  });

  test('Customer Support → Innovation center needs a product idea', async ({ page, mockApi }) => {
    await openContact(page);
    await fillGeneral(page, 'Customer Support');
    await press(radios(page, 'How can we help?').getByRole('radio', { name: 'Innovation center' }));
    await submit(page);
    const idea = field(page, 'Describe your product ideas');
    await expect(idea).toHaveAccessibleDescription(REQUIRED);
    await idea.fill('Date bites with camel milk chocolate.');
    await submit(page);
    await expectSent(page);
    expect(sentPayload(mockApi.outbox())).toMatchObject({
      selectedOption: 'innovationCenter',
      productIdea: 'Date bites with camel milk chocolate.',
      mailList: ['innovation@example.com'],
    });
  });

  test('changing the department clears the chosen sub-option', async ({ page }) => {
    await openContact(page);
    await fillGeneral(page, 'Customer Support');
    const support = radios(page, 'How can we help?');
    await press(support.getByRole('radio', { name: 'Order tracking' }));
    await expect(support.getByRole('radio', { name: 'Order tracking' })).toBeChecked();
    await select(page, 'Department').selectOption({ label: 'Sales & Distribution Inquiries' });
    await press(
      radios(page, 'What would you like to discuss?').getByRole('radio', { name: 'UAE' }),
    );
    await select(page, 'Department').selectOption({ label: 'Customer Support' });
    for (const radio of await support.getByRole('radio').all())
      await expect(radio).not.toBeChecked();
    await expect(field(page, 'Order Number')).toHaveCount(0);
    await select(page, 'Department').selectOption({ label: 'Sales & Distribution Inquiries' });
    await expect(
      radios(page, 'What would you like to discuss?').getByRole('radio', { name: 'UAE' }),
    ).not.toBeChecked();
  });

  test(
    'an oversize file is skipped and named; nothing typed is lost',
    { tag: '@phone' },
    async ({ page, mockApi }, testInfo) => {
      await openContact(page);
      await fillGeneral(page, 'HR & Recruitment');
      await select(page, 'Target Function').selectOption({ label: 'IT' });
      const resume = contactForm(page).getByLabel('Upload your resume');
      await resume.setInputFiles(
        await Promise.all([
          pdfOnDisk(testInfo, 'cv.pdf', 1024),
          pdfOnDisk(testInfo, 'portfolio.pdf', MB5 + 1),
          pdfOnDisk(testInfo, 'exactly-5mb.pdf', MB5),
        ]),
      );
      const error = contactForm(page).getByRole('alert');
      await expect(error).toHaveText('portfolio.pdf exceed the 5MB file size limit');
      await expect(resume).toHaveAttribute('aria-invalid', 'true');
      await expect(contactForm(page).getByText('2 files selected')).toBeVisible();
      await expectGeneralKept(page, 'HR & Recruitment');
      await expect(select(page, 'Target Function')).toHaveValue('it');

      // Drop the 5 MB file too (accepted, but no need to send it) and submit the rest.
      await press(contactForm(page).getByRole('button', { name: 'Remove exactly-5mb.pdf' }));
      await expect(contactForm(page).getByText('1 file selected')).toBeVisible();
      await submit(page);
      await expectSent(page);
      expect(mockApi.uploads().map((upload) => upload.name)).toEqual(['cv.pdf']);
    },
  );

  test('a server error keeps every value, says so, and a retry sends it', async ({
    page,
    mockApi,
  }) => {
    await openContact(page);
    await fillGeneral(page, 'General inquiries');
    await field(page, 'Message').fill('Please call me back about a corporate order.');
    await mockApi.scenario('mail:error');
    await submit(page);
    await expect(statusText(page)).toHaveText(
      'We could not register your enquiry. Please try again.',
    );
    await expectGeneralKept(page, 'General inquiries');
    await expect(field(page, 'Message')).toHaveValue(
      'Please call me back about a corporate order.',
    );
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toHaveCount(0);

    await mockApi.scenario();
    await press(page.getByRole('button', { name: 'Try again' }));
    await expectSent(page);
    expect(sentPayload(mockApi.outbox())).toMatchObject({
      message: 'Please call me back about a corporate order.',
    });
  });

  test('a failed upload says "File upload failed" and keeps the files for a retry', async ({
    page,
    mockApi,
  }) => {
    await openContact(page);
    await fillGeneral(page, 'Marketing & Branding');
    const upload = contactForm(page).getByLabel('Credentials and proposal');
    await upload.setInputFiles(file('deck.pdf', 2048));
    await mockApi.scenario('mail:network');
    await submit(page);
    await expect(statusText(page)).toHaveText('File upload failed');
    await expect(upload).toHaveAccessibleDescription(/File upload failed/);
    await expect(contactForm(page).getByText('1 file selected')).toBeVisible();
    await expectGeneralKept(page, 'Marketing & Branding');

    await mockApi.scenario();
    await press(page.getByRole('button', { name: 'Try again' }));
    await expectSent(page);
    expect(mockApi.uploads().map((each) => each.name)).toEqual(['deck.pdf']);
  });
});
