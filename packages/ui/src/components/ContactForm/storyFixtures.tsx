/**
 * Shared arrangement for the ContactForm stories (not exported from the package): the visitor,
 * the form's controls by role and name, the checks of what the mail service received, and a
 * mail service that fails on demand.
 */
import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoEndpoints, mailOutbox } from '@rimal/mocks';

/** Shows where the router is, so a story can check where the popup's Home button went. */
function CurrentPath() {
  const location = useLocation();
  return (
    <p style={{ marginBlockStart: '1rem', fontSize: '0.875rem' }}>
      Current path: <output aria-label="Current path">{location.pathname}</output>
    </p>
  );
}

/** The form at the width of the contact page's column, with the router's path below it. */
export const withCurrentPath: Decorator = (Story) => (
  <div style={{ maxInlineSize: '52rem' }}>
    <Story />
    <CurrentPath />
  </div>
);

export type Canvas = ReturnType<typeof within>;

/** Every field of a submission, empty: what the mail service receives for what is not filled. */
export const blankBody = {
  name: '',
  email: '',
  phone: '',
  inqCountry: '',
  department: '',
  message: '',
  targetCountry: '',
  targetBrand: '',
  targetProduct: '',
  bnf: '',
  targetFunction: '',
  brandName: '',
  expiry: '',
  brandCategory: '',
  purchaseDate: '',
  purchaseFrom: '',
  orderNumber: '',
  productIdea: '',
  selectedOption: '',
  selectedOptionSales: '',
  photos: [] as unknown[],
  // The language the stories show the form in, unless one says otherwise.
  language: 'en',
};

export const person = {
  name: 'Mariam Haddad',
  email: 'mariam@example.com',
  phone: '+971 50 123 4567',
  inqCountry: 'AE',
};

/** First bytes of the kinds a story picks: uploads are judged by their content. */
const signatures: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  // A Windows program: what a renamed .exe starts with.
  'application/x-msdownload': [0x4d, 0x5a, 0x90, 0x00],
};

/** A file of `bytes` bytes whose content starts like its declared type. */
export const aFile = (name: string, bytes: number, type = 'application/pdf') => {
  const content = new Uint8Array(bytes);
  content.set((signatures[type] ?? []).slice(0, bytes));
  return new File([content], name, { type, lastModified: 1700000000000 });
};

/** The upload's limits, as its description reads them. */
export const UPLOAD_LIMIT =
  'Images, PDF, office documents or text: up to 5 MB per file, 10 files and 25 MB in all';

export const control = {
  name: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Name' }),
  email: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' }),
  phone: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Phone' }),
  country: (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Country' }),
  department: (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Department' }),
  message: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Message' }),
  submit: (canvas: Canvas) => canvas.getByRole('button', { name: 'Contact Now' }),
};

/** Types the general fields and picks a department, as a visitor would. */
export async function fillGeneral(canvas: Canvas, department: string) {
  await userEvent.type(control.name(canvas), person.name);
  await userEvent.type(control.email(canvas), person.email);
  await userEvent.type(control.phone(canvas), person.phone);
  await userEvent.selectOptions(control.country(canvas), person.inqCountry);
  await userEvent.selectOptions(control.department(canvas), department);
}

/** The register and sendmail bodies the mail service received, in the order it got them. */
export async function expectSubmission(fields: Record<string, unknown>, mailList: string[]) {
  await waitFor(() => expect(mailOutbox()).toHaveLength(2), { timeout: 5000 });
  const [register, sendmail] = mailOutbox();
  const body = { ...blankBody, ...person, ...fields };
  // Register runs first, with the recipients; sendmail follows with the same body, without them.
  await expect(register?.kind).toBe('register');
  await expect(sendmail?.kind).toBe('sendmail');
  await expect(register?.id).toBeLessThan(sendmail?.id ?? 0);
  await expect(register?.body).toEqual({ ...body, mailList });
  await expect(sendmail?.body).toEqual(body);
}

/** The success outcome: the popup, the thank-you status and a reset form. */
export async function expectSuccess(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const popup = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: 'Thank you!' },
    { timeout: 5000 },
  );
  await expect(popup).toHaveAttribute('open');
  await expect(
    canvas.getByText('Thanks for contacting will get back soon !', { selector: '[role="status"]' }),
  ).toBeVisible();
  await expect(control.name(canvas)).toHaveValue('');
  await expect(control.department(canvas)).toHaveValue('');
  return popup;
}

/** How many of the next calls to each mail endpoint fail with a 500 before it works again. */
const failures = { upload: 0, register: 0, sendmail: 0 };

const failNext = (path: string, key: keyof typeof failures) =>
  http.post(`${demoEndpoints.mail}/${path}`, () => {
    if (failures[key] === 0) return undefined;
    failures[key] -= 1;
    return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
  });

/**
 * Makes the next call to one endpoint fail, and no other. Called from the play function, not a
 * loader: loaders run again on every language switch, and a counter set then would fail a
 * call of whichever story comes next.
 */
export const failOnce = (key: keyof typeof failures) => {
  Object.assign(failures, { upload: 0, register: 0, sendmail: 0 }, { [key]: 1 });
};

export const flakyMail = {
  msw: {
    handlers: [
      failNext('upload', 'upload'),
      failNext('auth/register', 'register'),
      failNext('auth/sendmail', 'sendmail'),
    ],
  },
};
