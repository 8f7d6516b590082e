import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fillCustomerDetails, storyCustomer } from '../../fixtures/checkout';
import { CustomerDetailsForm } from './CustomerDetailsForm';
import { inColumn } from '../../fixtures/decorators';

const meta = {
  title: 'Checkout/CustomerDetailsForm',
  component: CustomerDetailsForm,
  args: { onSubmit: fn() },
  decorators: [inColumn('44rem')],
} satisfies Meta<typeof CustomerDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue to payment' }));

/** The blank delivery form: every field required, with autocomplete hints so browsers can fill it in. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Delivery Details' })).toBeVisible();
    await expect(canvas.getByLabelText(/First name/)).toHaveAttribute('autocomplete', 'given-name');
    await expect(canvas.getByLabelText(/Last name/)).toHaveAttribute('autocomplete', 'family-name');
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByLabelText(/Phone Number/)).toHaveAttribute('autocomplete', 'tel');
    await expect(canvas.getByLabelText(/City/)).toHaveAttribute('autocomplete', 'address-level2');
    for (const label of [/First name/, /Landmark/, /House No. or Name/, /^Address/]) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
  },
};

/** The city list: the emirates the shop delivers to, with no city chosen until the shopper picks one. */
export const CityChoices: Story = {
  play: async ({ canvasElement }) => {
    const city = within(canvasElement).getByLabelText(/City/);
    const options = within(city).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Select Your City',
      'Abu Dhabi',
      'Dubai',
      'Sharjah',
      'Ajman',
      'Umm Al-Quwain',
      'Fujairah',
      'Ras Al Khaimah',
      'Al-Ain',
    ]);
    await expect(city).toHaveValue('');
  },
};

/** Continue with nothing filled: all eight fields say they are required and focus goes to the first. */
export const ErrorsOnSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('This field is required')).toHaveLength(8));
    await waitFor(() => expect(canvas.getByLabelText(/First name/)).toHaveFocus());
    await expect(canvas.getByLabelText(/First name/)).toHaveAccessibleDescription(
      'This field is required',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** With the first three fields filled, submit focuses the phone: the first one still missing. */
export const FocusGoesToFirstInvalidField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/First name/), 'Layla');
    await userEvent.type(canvas.getByLabelText(/Last name/), 'Haddad');
    await userEvent.type(canvas.getByLabelText(/Email/), 'layla@example.com');
    await submit(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/Phone Number/)).toHaveFocus());
    await expect(canvas.getAllByText('This field is required')).toHaveLength(5);
  },
};

/** A half-typed e-mail and a phone in words are named as wrong on leaving the field, before submit. */
export const InvalidEmailAndPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'layla@');
    await userEvent.type(canvas.getByLabelText(/Phone Number/), 'call me');
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a valid email address')).toBeVisible();
    await expect(await canvas.findByText('Enter a valid phone number')).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A complete form continues to payment with every value trimmed of stray spaces. */
export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    await fillCustomerDetails(canvasElement);
    await userEvent.type(within(canvasElement).getByLabelText(/Landmark/), '  ');
    await submit(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    // Values arrive trimmed.
    await expect(args.onSubmit).toHaveBeenCalledWith(storyCustomer);
  },
};

/** A returning shopper's details filled in: one press continues to payment with them. */
export const Prefilled: Story = {
  args: { initialValues: storyCustomer },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/First name/)).toHaveValue('Layla');
    await expect(canvas.getByLabelText(/City/)).toHaveValue('Dubai');
    await submit(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(storyCustomer));
  },
};

/** While the details are being saved the button is busy and a second press sends nothing. */
export const Busy: Story = {
  args: { initialValues: storyCustomer, busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue to payment' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submitting empty in Arabic: focus goes to the first name and the city list reads right to left. */
export const ArabicWithErrors: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'المتابعة إلى الدفع' }));
    await waitFor(() => expect(canvas.getByLabelText(/الاسم الأول/)).toHaveFocus());
    await expect(canvas.getByRole('option', { name: 'اختر مدينتك' })).toBeInTheDocument();
  },
};
/** The delivery form in Japanese, to check labels, the city list and field widths. */
export const Japanese: Story = { globals: { locale: 'ja' } };
/** Submitting empty in Hindi: every required message in Devanagari under its field. */
export const HindiWithErrors: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }));
  },
};
/** Submitted empty at phone width: fields stack and each error wraps under its field. */
export const Narrow: Story = {
  decorators: [inColumn('24rem')],
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
  },
};
