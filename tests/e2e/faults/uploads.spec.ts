import type { Page } from '@playwright/test';
import { MAX_UPLOAD_BYTES, paths } from '@rimal/core';
import { expect, test } from '../support/fixtures';
import { pdfOnDisk } from '../support/files';
import { press } from '../support/shop';
import { goOffline, goOnline } from '../support/offline';

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const field = (page: Page, name: string) =>
  contactForm(page).getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) =>
  contactForm(page).getByRole('combobox', { name, exact: true });
const statusText = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ }).last();
const refusal = (page: Page) => contactForm(page).getByRole('alert');
const credentials = (page: Page) => contactForm(page).getByLabel('Credentials and proposal');
const selected = (page: Page, text: string) =>
  contactForm(page).getByRole('list', { name: text, exact: true });

/** A PDF of `size` bytes: the upload judges a file by its first bytes, not its name. */
const pdf = (name: string, size: number) => {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.7\n', 'latin1');
  return { name, mimeType: 'application/pdf', buffer };
};

/** A Windows program renamed .pdf and declared as a PDF. */
const disguisedProgram = (name: string) => {
  const buffer = Buffer.alloc(4096);
  buffer.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
  return { name, mimeType: 'application/pdf', buffer };
};

const PERSON = {
  name: 'Omar Khalil',
  email: 'omar@example.com',
  phone: '+971 55 765 4321',
  country: 'AE',
};

async function openMarketing(page: Page) {
  await page.goto(paths.contact);
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  await field(page, 'Name').fill(PERSON.name);
  await field(page, 'Email').fill(PERSON.email);
  await field(page, 'Phone').fill(PERSON.phone);
  await select(page, 'Country').selectOption(PERSON.country);
  await select(page, 'Department').selectOption({ label: 'Marketing & Branding' });
}

async function expectTypingKept(page: Page) {
  await expect(field(page, 'Name')).toHaveValue(PERSON.name);
  await expect(field(page, 'Email')).toHaveValue(PERSON.email);
  await expect(field(page, 'Phone')).toHaveValue(PERSON.phone);
  await expect(select(page, 'Country')).toHaveValue(PERSON.country);
  await expect(select(page, 'Department').locator('option:checked')).toHaveText(
    'Marketing & Branding',
  );
}

const submit = (page: Page) =>
  press(contactForm(page).getByRole('button', { name: 'Contact Now' }));

async function expectSent(page: Page) {
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  await expect(statusText(page)).toHaveText('Thanks for contacting will get back soon !');
}

test.describe('contact uploads under faults', () => {
  test('a program renamed .pdf is refused by its content and named; the good file stays', async ({
    page,
    mockApi,
  }) => {
    await openMarketing(page);
    await credentials(page).setInputFiles([pdf('proposal.pdf', 4096)]);
    await expect(selected(page, '1 file selected')).toBeVisible();
    await credentials(page).setInputFiles([disguisedProgram('report.pdf'), pdf('deck.pdf', 2048)]);
    await expect(refusal(page)).toHaveText(
      '“report.pdf” is not an image, PDF, office document or text file',
    );
    await expect(credentials(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(selected(page, '2 files selected')).toContainText('proposal.pdf');
    await expect(selected(page, '2 files selected')).toContainText('deck.pdf');
    await expect(selected(page, '2 files selected')).not.toContainText('report.pdf');
    await expectTypingKept(page);

    await submit(page);
    await expectSent(page);
    expect(mockApi.uploads().map((upload) => upload.name)).toEqual(['proposal.pdf', 'deck.pdf']);
  });

  test('a name with a right-to-left override or path parts is shown and sent cleaned (issue 29)', async ({
    page,
    mockApi,
  }) => {
    await openMarketing(page);
    await credentials(page).setInputFiles([
      pdf('invoice\u202Egpj.exe.pdf', 2048),
      pdf('..\\..\\deck\u0007.pdf', 2048),
    ]);
    const list = selected(page, '2 files selected');
    await expect(list.getByRole('listitem')).toHaveText([/^invoicegpj\.exe\.pdf/, /^deck\.pdf/]);
    await expect(list).not.toContainText('\u202E');
    await submit(page);
    await expectSent(page);
    expect(mockApi.uploads().map((upload) => upload.name)).toEqual([
      'invoicegpj.exe.pdf',
      'deck.pdf',
    ]);
  });

  test('an empty file is refused and named', async ({ page }) => {
    await openMarketing(page);
    await credentials(page).setInputFiles([
      { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
      pdf('proposal.pdf', 4096),
    ]);
    await expect(refusal(page)).toHaveText('“empty.pdf” is empty');
    await expect(selected(page, '1 file selected')).toContainText('proposal.pdf');
    await expectTypingKept(page);
  });

  test('of 11 files, 10 are taken and the 11th is named', async ({ page, mockApi }) => {
    await openMarketing(page);
    const eleven = Array.from({ length: 11 }, (_, index) => pdf(`page-${index + 1}.pdf`, 1024));
    await credentials(page).setInputFiles(eleven);
    await expect(refusal(page)).toHaveText(
      'You can attach at most 10 files. Not added: “page-11.pdf”',
    );
    await expect(selected(page, '10 files selected')).toBeVisible();
    await expect(selected(page, '10 files selected')).not.toContainText('page-11.pdf');

    await submit(page);
    await expectSent(page);
    expect(mockApi.uploads()).toHaveLength(10);
  });

  test('more than 25 MB together: the file that goes over is named, the others stay', async ({
    page,
  }, testInfo) => {
    await openMarketing(page);
    const volumes = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        pdfOnDisk(testInfo, `volume-${index + 1}.pdf`, MAX_UPLOAD_BYTES),
      ),
    );
    await credentials(page).setInputFiles(volumes);
    await expect(selected(page, '5 files selected')).toBeVisible();
    await expect(refusal(page)).toHaveCount(0);

    await credentials(page).setInputFiles([pdf('appendix.pdf', 2048)]);
    await expect(refusal(page)).toHaveText(
      'Your files come to more than 25 MB together. Not added: “appendix.pdf”',
    );
    await expect(selected(page, '5 files selected')).not.toContainText('appendix.pdf');
    await expectTypingKept(page);
  });

  test('going offline during the submit ends in a translated error; Try again sends it all', async ({
    page,
    mockApi,
  }) => {
    await openMarketing(page);
    await credentials(page).setInputFiles([pdf('deck.pdf', 2048)]);
    await expect(selected(page, '1 file selected')).toBeVisible();

    await goOffline(page);
    await submit(page);
    await expect(statusText(page)).toHaveText('File upload failed');
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    await expectTypingKept(page);
    await expect(selected(page, '1 file selected')).toContainText('deck.pdf');
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toHaveCount(0);
    expect(mockApi.outbox()).toEqual([]);

    await goOnline(page);
    await press(retry);
    await expectSent(page);
    expect(mockApi.uploads().map((upload) => upload.name)).toEqual(['deck.pdf']);
    const kinds = mockApi.outbox().map((entry) => entry.kind);
    expect(kinds).toEqual(['register', 'sendmail']);
    expect(mockApi.outbox()[1]?.body).toMatchObject({
      name: PERSON.name,
      email: PERSON.email,
      phone: PERSON.phone,
      inqCountry: PERSON.country,
      department: 'Marketing & Branding',
      photos: mockApi.uploads(),
    });
  });
});
