import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '@rimal/core';
import { mailUploads, resetMockState } from '@rimal/mocks';
import { ContactForm } from './ContactForm';
import {
  aFile,
  control,
  expectSubmission,
  expectSuccess,
  fillGeneral,
  person,
  UPLOAD_LIMIT,
  withCurrentPath,
} from './storyFixtures';

/**
 * Each department, filled in as a visitor would and sent to the demo mail service: the bodies it
 * receives and the recipients each enquiry goes to.
 */
const meta = {
  title: 'Forms/ContactForm/Departments',
  component: ContactForm,
  parameters: { route: paths.contact },
  decorators: [withCurrentPath],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A general question, sent with no files to the general inbox: the simplest path through the form. */
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

/** An export enquiry for Germany: the market picks the European export team as recipient. */
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

/** An export enquiry for Qatar: a Gulf market goes to the GCC export team, not Europe's. */
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

/** A private label enquiry: only the country is asked, and it goes to the private label team. */
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

/** A UAE sales enquiry: no market to pick, and it goes to the UAE sales team. */
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

/** A Saudi sales enquiry: it goes to the KSA sales team. */
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

/** A marketing proposal with two PDFs: files upload first, travel with the mail, and the form resets. */
export const MarketingWithFiles: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'marketingBranding');
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
    const upload = canvas.getByLabelText('Credentials and proposal');
    await expect(upload).toHaveAccessibleDescription(
      `Services, Sponsorship, Collaboration ${UPLOAD_LIMIT}`,
    );
    await userEvent.upload(upload, [
      aFile('agency-credentials.pdf', 48_000),
      aFile('ramadan-proposal.pdf', 12_000),
    ]);
    await expect(await canvas.findByRole('list', { name: '2 files selected' })).toBeVisible();
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

/** A job application with a résumé for supply chain: the CV uploads and the mail goes to careers. */
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

/** A product complaint with BNF number, dates and a photo: sent to both feedback and quality teams. */
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

/** An order tracking request: the order number is required and goes to the orders inbox. */
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

/** A product idea sent to the innovation inbox, in a text area big enough for a description. */
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

/** Switching department clears its sub-choices but keeps the name and email already typed. */
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
