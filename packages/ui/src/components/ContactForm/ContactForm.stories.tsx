import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@rimal/core';
import { ContactInfoPanel } from '../ContactInfoPanel';
import { ContactForm } from './ContactForm';
import { control, person, withCurrentPath } from './storyFixtures';

/** The form in each of its states: empty, each department body opened, each language and width. */
const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  parameters: { route: paths.contact },
  decorators: [withCurrentPath],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------
// States
// ---------------------------------------------------------------------------------------------

/** The blank form: required name, about 250 countries, five departments, and Message as the body until one is chosen. */
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
// Each body, opened (for review and screenshots)
// ---------------------------------------------------------------------------------------------

const filled = { ...person };

/** Sales with Export chosen: the target market and brand selects appear, filled for review. */
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

/** Sales with Private label chosen: only the required country for the label, no brand. */
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

/** The Marketing body: the upload for credentials and proposals in place of a message. */
export const MarketingFields: Story = {
  args: { initialValues: { ...filled, department: 'marketingBranding' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Services, Sponsorship, Collaboration'),
    ).toBeVisible();
  },
};

/** The recruitment body: a target function and a résumé upload that takes several files. */
export const RecruitmentFields: Story = {
  args: { initialValues: { ...filled, department: 'hrRecruitment', targetFunction: 'quality' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Target Function' })).toHaveValue('quality');
    await expect(canvas.getByLabelText('Upload your resume')).toHaveAttribute('multiple');
  },
};

/** The product feedback body, the longest: category, brand, dates, store and photos. */
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

/** The order tracking body: the order number a support agent needs to find the order. */
export const OrderTrackingFields: Story = {
  args: {
    initialValues: { ...filled, department: 'customerSupport', selectedOption: 'orderTracking' },
  },
};

/** The innovation centre body: a free text box for a visitor's product idea. */
export const InnovationCenterFields: Story = {
  args: {
    initialValues: { ...filled, department: 'customerSupport', selectedOption: 'innovationCenter' },
  },
};

// ---------------------------------------------------------------------------------------------
// Languages and widths
// ---------------------------------------------------------------------------------------------

/** Submitting empty in Arabic: focus goes to the first field and its Arabic error is read out. */
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

/** The longest body right to left: date fields, radios and uploads mirrored in Arabic. */
export const ArabicProductFeedback: Story = {
  globals: { locale: 'ar' },
  args: ProductFeedbackFields.args,
};

/** The sales export body in Hindi, to check Devanagari labels above selects. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: SalesExportFields.args,
};

/** The product feedback body in Japanese, to check labels and the date fields. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: ProductFeedbackFields.args,
};

/** The recruitment body in Korean, to check labels and the upload's hint. */
export const Korean: Story = {
  globals: { locale: 'ko' },
  args: { initialValues: { ...filled, department: 'hrRecruitment' } },
};

/** The longest body at phone width: fields stack, and radios and uploads still fit. */
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

/** The sales export body at phone width in Arabic: the tightest right-to-left layout. */
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
