import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { MAX_UPLOAD_BYTES } from '@rimal/core';
import {
  demoEndpoints,
  mailOutbox,
  mailUploads,
  resetMockState,
  storyScenario,
} from '@rimal/mocks';
import { ContactInfoPanel } from '../ContactInfoPanel';
import { ContactForm } from './ContactForm';

/** Shows where the router is, so a story can check where the popup's Home button went. */
function CurrentPath() {
  const location = useLocation();
  return (
    <p style={{ marginBlockStart: '1rem', fontSize: '0.875rem' }}>
      Current path: <output aria-label="Current path">{location.pathname}</output>
    </p>
  );
}

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  parameters: { route: '/contact' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '52rem' }}>
        <Story />
        <CurrentPath />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Every field of a submission, empty: what the mail service receives for what is not filled. */
const blankBody = {
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
};

const person = {
  name: 'Mariam Haddad',
  email: 'mariam@example.com',
  phone: '+971 50 123 4567',
  inqCountry: 'AE',
};

const aFile = (name: string, bytes: number, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1700000000000 });

const control = {
  name: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Name' }),
  email: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' }),
  phone: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Phone' }),
  country: (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Country' }),
  department: (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Department' }),
  message: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Message' }),
  submit: (canvas: Canvas) => canvas.getByRole('button', { name: 'Contact Now' }),
};

/** Types the general fields and picks a department, as a visitor would. */
async function fillGeneral(canvas: Canvas, department: string) {
  await userEvent.type(control.name(canvas), person.name);
  await userEvent.type(control.email(canvas), person.email);
  await userEvent.type(control.phone(canvas), person.phone);
  await userEvent.selectOptions(control.country(canvas), person.inqCountry);
  await userEvent.selectOptions(control.department(canvas), department);
}

/** The register and sendmail bodies the mail service received, in the order it got them. */
async function expectSubmission(fields: Record<string, unknown>, mailList: string[]) {
  await waitFor(() => expect(mailOutbox()).toHaveLength(2), { timeout: 5000 });
  const [register, sendmail] = mailOutbox();
  const body = { ...blankBody, ...person, ...fields };
  // Register runs first, with the recipients; sendmail follows with the same body, without them.
  await expect(register!.kind).toBe('register');
  await expect(sendmail!.kind).toBe('sendmail');
  await expect(register!.id).toBeLessThan(sendmail!.id);
  await expect(register!.body).toEqual({ ...body, mailList });
  await expect(sendmail!.body).toEqual(body);
}

/** The success outcome: the popup, the thank-you status and a reset form. */
async function expectSuccess(canvasElement: HTMLElement) {
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

// ---------------------------------------------------------------------------------------------
// States
// ---------------------------------------------------------------------------------------------

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await expect(control.name(canvas)).toHaveAttribute('aria-required', 'true');
    await expect(control.email(canvas)).toHaveAttribute('type', 'email');
    await expect(control.phone(canvas)).toHaveAttribute('type', 'tel');
    // About 250 countries and territories, named by Intl, plus the placeholder.
    const countries = within(control.country(canvas)).getAllByRole('option');
    await expect(countries.length).toBeGreaterThan(245);
    await expect(
      within(control.country(canvas)).getByRole('option', { name: 'United Arab Emirates' }),
    ).toHaveValue('AE');
    await expect(
      within(control.department(canvas))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a department',
      'Customer Support',
      'Sales & Distribution Inquiries',
      'HR & Recruitment',
      'Marketing & Branding',
      'General inquiries',
    ]);
    // With no department chosen yet the Message textarea is the body, and it is required.
    await expect(control.message(canvas)).toHaveAttribute('aria-required', 'true');
  },
};

// ---------------------------------------------------------------------------------------------
// Each department, filled and sent to the demo mail service
// ---------------------------------------------------------------------------------------------

export const GeneralInquiry: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'generalInquiries');
    await userEvent.type(control.message(canvas), 'Do you offer factory tours for schools?');
    await userEvent.click(control.submit(canvas));
    await expectSubmission(
      {
        department: 'General inquiries',
        message: 'Do you offer factory tours for schools?',
      },
      ['info@example.com'],
    );
    await expectSuccess(canvasElement);
    await expect(mailUploads()).toEqual([]);
  },
};

export const SalesExport: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'salesDistribution');
    await expect(
      canvas.getByRole('radiogroup', { name: 'What would you like to discuss?' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Target Market' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Export' }));
    const market = canvas.getByRole('combobox', { name: 'Target Market' });
    const brand = canvas.getByRole('combobox', { name: 'Target Brand' });
    await expect(within(brand).getAllByRole('option')).toHaveLength(15);
    await userEvent.selectOptions(market, 'DE');
    await userEvent.selectOptions(brand, 'Sidra');
    await userEvent.type(control.message(canvas), 'We import premium dates for German retail.');
    await userEvent.click(control.submit(canvas));
    await expectSubmission(
      {
        department: 'Sales & Distribution Inquiries',
        selectedOptionSales: 'export',
        targetCountry: 'DE',
        targetBrand: 'Sidra',
        message: 'We import premium dates for German retail.',
      },
      ['export.europe@example.com'],
    );
    await expectSuccess(canvasElement);
  },
};

export const SalesExportToTheGulf: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'salesDistribution');
    await userEvent.click(canvas.getByRole('radio', { name: 'Export' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Target Market' }), 'QA');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Target Brand' }), 'OTHER');
    await userEvent.type(control.message(canvas), 'Hotel gifting in Doha.');
    await userEvent.click(control.submit(canvas));
    await expectSubmission(
      {
        department: 'Sales & Distribution Inquiries',
        selectedOptionSales: 'export',
        targetCountry: 'QA',
        targetBrand: 'OTHER',
        message: 'Hotel gifting in Doha.',
      },
      ['export.gcc@example.com'],
    );
  },
};

export const SalesPrivateLabel: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'salesDistribution');
    await userEvent.click(canvas.getByRole('radio', { name: 'Private label' }));
    await expect(canvas.queryByRole('combobox', { name: 'Target Brand' })).toBeNull();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Country for your private label' }),
      'GB',
    );
    await userEvent.type(control.message(canvas), 'Own-brand chocolate dates for 40 stores.');
    await userEvent.click(control.submit(canvas));
    await expectSubmission(
      {
        department: 'Sales & Distribution Inquiries',
        selectedOptionSales: 'privateLabel',
        targetCountry: 'GB',
        message: 'Own-brand chocolate dates for 40 stores.',
      },
      ['private.label@example.com'],
    );
    await expectSuccess(canvasElement);
  },
};

export const SalesUae: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'salesDistribution');
    await userEvent.click(canvas.getByRole('radio', { name: 'UAE' }));
    await expect(canvas.queryByRole('combobox', { name: 'Target Market' })).toBeNull();
    await userEvent.type(control.message(canvas), 'Supermarket listing in Abu Dhabi.');
    await userEvent.click(control.submit(canvas));
    await expectSubmission(
      {
        department: 'Sales & Distribution Inquiries',
        selectedOptionSales: 'uae',
        message: 'Supermarket listing in Abu Dhabi.',
      },
      ['sales.uae@example.com'],
    );
  },
};

export const SalesKsa: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'salesDistribution');
    await userEvent.click(canvas.getByRole('radio', { name: 'KSA' }));
    await userEvent.type(control.message(canvas), 'Distribution in Riyadh and Jeddah.');
    await userEvent.click(control.submit(canvas));
    await expectSubmission(
      {
        department: 'Sales & Distribution Inquiries',
        selectedOptionSales: 'ksa',
        message: 'Distribution in Riyadh and Jeddah.',
      },
      ['sales.ksa@example.com'],
    );
  },
};

export const MarketingWithFiles: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'marketingBranding');
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
    const upload = canvas.getByLabelText('Credentials and proposal');
    await expect(upload).toHaveAccessibleDescription(
      'Services, Sponsorship, Collaboration Up to 5 MB per file',
    );
    await userEvent.upload(upload, [
      aFile('agency-credentials.pdf', 48_000),
      aFile('ramadan-proposal.pdf', 12_000),
    ]);
    await expect(canvas.getByRole('list', { name: '2 files selected' })).toBeVisible();
    await userEvent.click(control.submit(canvas));
    await expectSuccess(canvasElement);
    // The files went to the upload endpoint first; its records travel as photos.
    const uploads = mailUploads();
    await expect(uploads.map((record) => [record.name, record.size])).toEqual([
      ['agency-credentials.pdf', 48_000],
      ['ramadan-proposal.pdf', 12_000],
    ]);
    await expectSubmission({ department: 'Marketing & Branding', photos: uploads }, [
      'marketing@example.com',
    ]);
    // The reset form holds no files any more.
    await expect(canvas.queryByRole('list', { name: /files? selected/ })).toBeNull();
  },
};

export const HrRecruitment: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'hrRecruitment');
    const functions = canvas.getByRole('combobox', { name: 'Target Function' });
    await expect(within(functions).getAllByRole('option')).toHaveLength(13);
    await userEvent.selectOptions(functions, 'supplyChain');
    await userEvent.upload(canvas.getByLabelText('Upload your resume'), [
      aFile('mariam-haddad-cv.pdf', 90_000),
    ]);
    await userEvent.click(control.submit(canvas));
    await expectSuccess(canvasElement);
    const uploads = mailUploads();
    await expect(uploads.map((record) => record.name)).toEqual(['mariam-haddad-cv.pdf']);
    await expectSubmission(
      { department: 'HR & Recruitment', targetFunction: 'supplyChain', photos: uploads },
      ['careers@example.com'],
    );
  },
};

export const SupportProductFeedback: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'customerSupport');
    await userEvent.click(canvas.getByRole('radio', { name: 'Product feedback' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'CHOCOLATE' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Brand Name' }), 'Majlis');
    const bnf = canvas.getByRole('textbox', { name: 'BNF Number' });
    await expect(bnf).toHaveAttribute('type', 'tel');
    await expect(
      canvas.getByRole('img', { name: 'Sample pack showing where the BNF number is printed' }),
    ).toHaveAttribute('src', '/demo-media/uploads/bnf-sample.svg');
    await userEvent.type(bnf, '6291003001234');
    await userEvent.type(canvas.getByLabelText('Expiry Date'), '2026-03-31');
    await userEvent.type(canvas.getByLabelText('Purchase Date'), '2025-11-02');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Purchase From' }), 'Dubai Mall');
    await userEvent.upload(canvas.getByLabelText('Upload Photos'), [
      aFile('pack-front.jpg', 30_000, 'image/jpeg'),
    ]);
    await userEvent.click(control.submit(canvas));
    await expectSuccess(canvasElement);
    const uploads = mailUploads();
    await expect(uploads.map((record) => record.name)).toEqual(['pack-front.jpg']);
    await expectSubmission(
      {
        department: 'Customer Support',
        selectedOption: 'productFeedback',
        brandCategory: 'CHOCOLATE',
        brandName: 'Majlis',
        bnf: '6291003001234',
        expiry: '2026-03-31',
        purchaseDate: '2025-11-02',
        purchaseFrom: 'Dubai Mall',
        photos: uploads,
      },
      ['feedback@example.com', 'quality@example.com'],
    );
  },
};

export const SupportOrderTracking: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'customerSupport');
    await userEvent.click(canvas.getByRole('radio', { name: 'Order tracking' }));
    const order = canvas.getByRole('textbox', { name: 'Order Number' });
    await expect(order).toHaveAttribute('aria-required', 'true');
    await userEvent.type(order, 'NOT-1732260000000');
    await userEvent.click(control.submit(canvas));
    await expectSubmission(
      {
        department: 'Customer Support',
        selectedOption: 'orderTracking',
        orderNumber: 'NOT-1732260000000',
      },
      ['orders@example.com'],
    );
    await expectSuccess(canvasElement);
  },
};

export const SupportInnovationCenter: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'customerSupport');
    await userEvent.click(canvas.getByRole('radio', { name: 'Innovation center' }));
    const idea = canvas.getByRole('textbox', { name: 'Describe your product ideas' });
    await expect(idea.tagName).toBe('TEXTAREA');
    await userEvent.type(idea, 'Pistachio-filled Khalas dates with a saffron glaze.');
    await userEvent.click(control.submit(canvas));
    await expectSubmission(
      {
        department: 'Customer Support',
        selectedOption: 'innovationCenter',
        productIdea: 'Pistachio-filled Khalas dates with a saffron glaze.',
      },
      ['innovation@example.com'],
    );
  },
};

export const ChangingDepartmentClearsSubOption: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'salesDistribution');
    await userEvent.click(canvas.getByRole('radio', { name: 'Export' }));
    await expect(canvas.getByRole('combobox', { name: 'Target Market' })).toBeVisible();
    await userEvent.selectOptions(control.department(canvas), 'customerSupport');
    await userEvent.click(canvas.getByRole('radio', { name: 'Order tracking' }));
    await userEvent.selectOptions(control.department(canvas), 'salesDistribution');
    // Back in sales: no radio is chosen and the export selects are gone.
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.queryByRole('combobox', { name: 'Target Market' })).toBeNull();
    await userEvent.selectOptions(control.department(canvas), 'customerSupport');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'Order Number' })).toBeNull();
    // What was typed stays: the general fields are untouched by the change.
    await expect(control.name(canvas)).toHaveValue(person.name);
    await userEvent.selectOptions(control.department(canvas), 'generalInquiries');
    await userEvent.type(control.message(canvas), 'Changed my mind.');
    await userEvent.click(control.submit(canvas));
    await expectSubmission({ department: 'General inquiries', message: 'Changed my mind.' }, [
      'info@example.com',
    ]);
  },
};

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------

export const ValidationErrorsOnSubmit: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await userEvent.click(control.submit(canvas));
    // Every required field says so, and focus goes to the first of them.
    await waitFor(() => expect(control.name(canvas)).toHaveFocus());
    for (const input of [
      control.name(canvas),
      control.email(canvas),
      control.phone(canvas),
      control.country(canvas),
      control.department(canvas),
      control.message(canvas),
    ]) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription('This field is required');
    }
    await expect(mailOutbox()).toEqual([]);
    // A wrong e-mail is named as such; fixed fields lose their error; focus moves on.
    await userEvent.type(control.name(canvas), person.name);
    await userEvent.type(control.email(canvas), 'mariam@');
    await userEvent.click(control.submit(canvas));
    await waitFor(() => expect(control.email(canvas)).toHaveFocus());
    await expect(control.email(canvas)).toHaveAccessibleDescription('Enter a valid email address');
    await expect(control.name(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(control.name(canvas)).toHaveValue(person.name);
  },
};

export const ValidationErrorsOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(control.name(canvas));
    await expect(control.name(canvas)).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await waitFor(() =>
      expect(control.name(canvas)).toHaveAccessibleDescription('This field is required'),
    );
    // Fields not visited yet stay quiet.
    await expect(control.phone(canvas)).not.toHaveAttribute('aria-invalid');
    await userEvent.type(control.name(canvas), 'M');
    await waitFor(() => expect(control.name(canvas)).not.toHaveAttribute('aria-invalid'));
  },
};

export const ValidationOfConditionalFields: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'salesDistribution');
    await userEvent.type(control.message(canvas), 'Hello');
    await userEvent.click(control.submit(canvas));
    const options = canvas.getByRole('radiogroup', { name: 'What would you like to discuss?' });
    await waitFor(() => expect(options).toHaveAccessibleDescription('This field is required'));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Export' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('radio', { name: 'Export' }));
    await userEvent.click(control.submit(canvas));
    const market = canvas.getByRole('combobox', { name: 'Target Market' });
    await waitFor(() => expect(market).toHaveFocus());
    await expect(market).toHaveAccessibleDescription('This field is required');
    await expect(
      canvas.getByRole('combobox', { name: 'Target Brand' }),
    ).toHaveAccessibleDescription('This field is required');
    // Customer support: the sub-option, then the field each sub-option requires.
    await userEvent.selectOptions(control.department(canvas), 'customerSupport');
    await userEvent.click(control.submit(canvas));
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: 'Product feedback' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Order tracking' }));
    await userEvent.click(control.submit(canvas));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Order Number' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Innovation center' }));
    await userEvent.click(control.submit(canvas));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Describe your product ideas' })).toHaveFocus(),
    );
    await expect(mailOutbox()).toEqual([]);
  },
};

// ---------------------------------------------------------------------------------------------
// Uploads and failures
// ---------------------------------------------------------------------------------------------

export const OversizeUpload: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'marketingBranding');
    await userEvent.upload(canvas.getByLabelText('Credentials and proposal'), [
      aFile('showreel.mp4', MAX_UPLOAD_BYTES + 1, 'video/mp4'),
      aFile('proposal.pdf', 20_000),
    ]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'showreel.mp4 exceed the 5MB file size limit',
    );
    await expect(canvas.getByRole('list', { name: '1 file selected' })).toHaveTextContent(
      'proposal.pdf',
    );
    await userEvent.click(control.submit(canvas));
    await expectSuccess(canvasElement);
    // Only the accepted file reached the upload endpoint.
    await expect(mailUploads().map((record) => record.name)).toEqual(['proposal.pdf']);
    await expectSubmission({ department: 'Marketing & Branding', photos: mailUploads() }, [
      'marketing@example.com',
    ]);
  },
};

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
const failOnce = (key: keyof typeof failures) => {
  Object.assign(failures, { upload: 0, register: 0, sendmail: 0 }, { [key]: 1 });
};

const flakyMail = {
  msw: {
    handlers: [
      failNext('upload', 'upload'),
      failNext('auth/register', 'register'),
      failNext('auth/sendmail', 'sendmail'),
    ],
  },
};

export const UploadFailsThenRetry: Story = {
  parameters: flakyMail,
  play: async ({ canvasElement }) => {
    resetMockState();
    failOnce('upload');
    const errors = spyOn(console, 'error').mockImplementation(() => undefined);
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'hrRecruitment');
    await userEvent.upload(canvas.getByLabelText('Upload your resume'), [aFile('cv.pdf', 10_000)]);
    await userEvent.click(control.submit(canvas));
    const status = await canvas.findByText('File upload failed', { selector: '[role="status"]' });
    await expect(status).toBeVisible();
    await expect(canvas.getByLabelText('Upload your resume')).toHaveAccessibleDescription(
      'Up to 5 MB per file File upload failed',
    );
    await expect(errors).toHaveBeenCalled();
    // Nothing typed or chosen is lost.
    await expect(control.name(canvas)).toHaveValue(person.name);
    await expect(canvas.getByRole('list', { name: '1 file selected' })).toBeVisible();
    await expect(mailOutbox()).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expectSuccess(canvasElement);
    await expect(mailUploads().map((record) => record.name)).toEqual(['cv.pdf']);
    await expectSubmission({ department: 'HR & Recruitment', photos: mailUploads() }, [
      'careers@example.com',
    ]);
    errors.mockRestore();
  },
};

export const ResubmitAfterUploadFailure: Story = {
  parameters: flakyMail,
  play: async ({ canvasElement }) => {
    resetMockState();
    failOnce('upload');
    const errors = spyOn(console, 'error').mockImplementation(() => undefined);
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'marketingBranding');
    await userEvent.upload(canvas.getByLabelText('Credentials and proposal'), [
      aFile('deck.pdf', 7_000),
    ]);
    await userEvent.click(control.submit(canvas));
    await canvas.findByText('File upload failed', { selector: '[role="status"]' });
    // The visitor corrects a field and presses Contact Now again instead of Try again.
    await userEvent.clear(control.phone(canvas));
    await userEvent.type(control.phone(canvas), '+971 4 555 0100');
    await userEvent.click(control.submit(canvas));
    await expectSuccess(canvasElement);
    // The file is uploaded once, and the corrected value is the one sent.
    await expect(mailUploads().map((record) => record.name)).toEqual(['deck.pdf']);
    await expect(mailOutbox()[0]!.body).toMatchObject({
      phone: '+971 4 555 0100',
      photos: mailUploads(),
    });
    errors.mockRestore();
  },
};

export const RegisterFailsThenRetry: Story = {
  parameters: flakyMail,
  play: async ({ canvasElement }) => {
    resetMockState();
    failOnce('register');
    const errors = spyOn(console, 'error').mockImplementation(() => undefined);
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'customerSupport');
    await userEvent.click(canvas.getByRole('radio', { name: 'Order tracking' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order Number' }), 'NOT-42');
    await userEvent.click(control.submit(canvas));
    await expect(
      await canvas.findByText('We could not register your enquiry. Please try again.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Order Number' })).toHaveValue('NOT-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expectSubmission(
      { department: 'Customer Support', selectedOption: 'orderTracking', orderNumber: 'NOT-42' },
      ['orders@example.com'],
    );
    await expectSuccess(canvasElement);
    errors.mockRestore();
  },
};

export const SendmailFailsThenRetry: Story = {
  parameters: flakyMail,
  play: async ({ canvasElement }) => {
    resetMockState();
    failOnce('sendmail');
    const errors = spyOn(console, 'error').mockImplementation(() => undefined);
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'generalInquiries');
    await userEvent.type(control.message(canvas), 'Are your dates organic?');
    await userEvent.click(control.submit(canvas));
    await expect(
      await canvas.findByText('We could not send your message. Please try again.'),
    ).toBeVisible();
    await expect(mailOutbox().map((entry) => entry.kind)).toEqual(['register']);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    // The retry resumes at sendmail: the enquiry is not registered twice.
    await expectSubmission(
      { department: 'General inquiries', message: 'Are your dates organic?' },
      ['info@example.com'],
    );
    await expectSuccess(canvasElement);
    errors.mockRestore();
  },
};

export const MailServiceDown: Story = {
  parameters: { msw: storyScenario('mail:error') },
  play: async ({ canvasElement }) => {
    resetMockState();
    const errors = spyOn(console, 'error').mockImplementation(() => undefined);
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'generalInquiries');
    await userEvent.type(control.message(canvas), 'Hello');
    await userEvent.click(control.submit(canvas));
    const message = 'We could not register your enquiry. Please try again.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible());
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(control.message(canvas)).toHaveValue('Hello');
    await expect(control.submit(canvas)).not.toHaveAttribute('aria-busy');
    errors.mockRestore();
  },
};

export const MailServiceUnreachable: Story = {
  parameters: { msw: storyScenario('mail:network') },
  play: async ({ canvasElement }) => {
    const errors = spyOn(console, 'error').mockImplementation(() => undefined);
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'marketingBranding');
    await userEvent.upload(canvas.getByLabelText('Credentials and proposal'), [
      aFile('deck.pdf', 5_000),
    ]);
    await userEvent.click(control.submit(canvas));
    await expect(
      await canvas.findByText('File upload failed', { selector: '[role="status"]' }),
    ).toBeVisible();
    errors.mockRestore();
  },
};

export const SlowSending: Story = {
  parameters: { msw: storyScenario('mail:slow', demoEndpoints, { slowDelayMs: 1200 }) },
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'generalInquiries');
    await userEvent.type(control.message(canvas), 'Slow line today.');
    await userEvent.click(control.submit(canvas));
    await expect(await canvas.findByText('Sending...')).toBeVisible();
    const submit = control.submit(canvas);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('form', { name: 'Contact form' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // A second press while sending sends nothing more.
    await userEvent.click(submit);
    await expectSuccess(canvasElement);
    await expect(mailOutbox()).toHaveLength(2);
  },
};

export const SlowUpload: Story = {
  parameters: { msw: storyScenario('mail:slow', demoEndpoints, { slowDelayMs: 1200 }) },
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'marketingBranding');
    await userEvent.upload(canvas.getByLabelText('Credentials and proposal'), [
      aFile('deck.pdf', 5_000),
    ]);
    await userEvent.click(control.submit(canvas));
    await expect(await canvas.findByText('Uploading...')).toBeVisible();
    await expect(await canvas.findByText('Sending...', {}, { timeout: 3000 })).toBeVisible();
    await expectSuccess(canvasElement);
  },
};

// ---------------------------------------------------------------------------------------------
// Success
// ---------------------------------------------------------------------------------------------

export const SuccessPopup: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'generalInquiries');
    await userEvent.type(control.message(canvas), 'Lovely dates!');
    await userEvent.click(control.submit(canvas));
    const popup = await expectSuccess(canvasElement);
    const home = within(popup).getByRole('link', { name: 'Home' });
    await waitFor(() => expect(home).toHaveFocus());
    await expect(home).toHaveAttribute('href', '/');
    // Escape closes it and focus goes back to the submit button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popup).not.toHaveAttribute('open'));
    await waitFor(() => expect(control.submit(canvas)).toHaveFocus());
    // A second enquiry after a successful one goes through as well.
    await fillGeneral(canvas, 'generalInquiries');
    await userEvent.type(control.message(canvas), 'And one more question.');
    await userEvent.click(control.submit(canvas));
    await waitFor(() => expect(mailOutbox()).toHaveLength(4), { timeout: 5000 });
    await expect(mailOutbox()[2]!.body).toMatchObject({ message: 'And one more question.' });
    await waitFor(() => expect(popup).toHaveAttribute('open'));
  },
};

export const SuccessHomeButton: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    const scrollTo = spyOn(window, 'scrollTo');
    await fillGeneral(canvas, 'generalInquiries');
    await userEvent.type(control.message(canvas), 'Thank you.');
    await userEvent.click(control.submit(canvas));
    const popup = await expectSuccess(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/contact',
    );
    await userEvent.click(within(popup).getByRole('link', { name: 'Home' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/),
    );
    await expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(popup).not.toHaveAttribute('open'));
    scrollTo.mockRestore();
  },
};

// ---------------------------------------------------------------------------------------------
// Each body, opened (for review and screenshots)
// ---------------------------------------------------------------------------------------------

const filled = { ...person };

export const SalesExportFields: Story = {
  args: {
    initialValues: {
      ...filled,
      department: 'salesDistribution',
      selectedOptionSales: 'export',
      targetCountry: 'SA',
      targetBrand: 'Rimal Gourmet',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Export' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Target Market' })).toHaveValue('SA');
    await expect(canvas.getByRole('combobox', { name: 'Target Brand' })).toHaveValue(
      'Rimal Gourmet',
    );
  },
};

export const SalesPrivateLabelFields: Story = {
  args: {
    initialValues: {
      ...filled,
      department: 'salesDistribution',
      selectedOptionSales: 'privateLabel',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Country for your private label' }),
    ).toHaveAttribute('aria-required', 'true');
  },
};

export const MarketingFields: Story = {
  args: { initialValues: { ...filled, department: 'marketingBranding' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Services, Sponsorship, Collaboration'),
    ).toBeVisible();
  },
};

export const RecruitmentFields: Story = {
  args: { initialValues: { ...filled, department: 'hrRecruitment', targetFunction: 'quality' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Target Function' })).toHaveValue('quality');
    await expect(canvas.getByLabelText('Upload your resume')).toHaveAttribute('multiple');
  },
};

export const ProductFeedbackFields: Story = {
  args: {
    initialValues: {
      ...filled,
      department: 'customerSupport',
      selectedOption: 'productFeedback',
      brandCategory: 'SNACKS',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'SNACKS' })).toBeChecked();
    await expect(canvas.getByLabelText('Expiry Date')).toHaveAttribute('type', 'date');
    await expect(canvas.getByLabelText('Purchase Date')).toHaveAttribute('type', 'date');
    await expect(
      within(canvas.getByRole('combobox', { name: 'Brand Name' })).getAllByRole('option'),
    ).toHaveLength(15);
    await expect(canvas.getByLabelText('Upload Photos')).toHaveAttribute('multiple');
  },
};

export const OrderTrackingFields: Story = {
  args: {
    initialValues: { ...filled, department: 'customerSupport', selectedOption: 'orderTracking' },
  },
};

export const InnovationCenterFields: Story = {
  args: {
    initialValues: { ...filled, department: 'customerSupport', selectedOption: 'innovationCenter' },
  },
};

// ---------------------------------------------------------------------------------------------
// Languages and widths
// ---------------------------------------------------------------------------------------------

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'تواصل الآن' });
    await userEvent.click(submit);
    const [first] = canvas.getAllByRole('textbox');
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAccessibleDescription('هذا الحقل مطلوب');
    // Country names come from Intl in Arabic.
    await expect(
      canvas.getAllByRole('option', { name: 'الإمارات العربية المتحدة' }).length,
    ).toBeGreaterThan(0);
  },
};

export const ArabicProductFeedback: Story = {
  globals: { locale: 'ar' },
  args: ProductFeedbackFields.args,
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: SalesExportFields.args,
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: ProductFeedbackFields.args,
};

export const Korean: Story = {
  globals: { locale: 'ko' },
  args: { initialValues: { ...filled, department: 'hrRecruitment' } },
};

export const Narrow: Story = {
  args: ProductFeedbackFields.args,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const NarrowArabic: Story = {
  globals: { locale: 'ar' },
  args: SalesExportFields.args,
  decorators: Narrow.decorators,
};

/** The contact page body as the site lays it out: the form next to the info panel. */
export const NextToInfoPanel: Story = {
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
          gap: '2rem',
          alignItems: 'start',
          maxInlineSize: '72rem',
        }}
      >
        <Story />
        <ContactInfoPanel />
      </div>
    ),
  ],
};
