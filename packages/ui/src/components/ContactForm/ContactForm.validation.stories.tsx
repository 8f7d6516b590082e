import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@rimal/core';
import { mailOutbox, resetMockState } from '@rimal/mocks';
import { ContactForm } from './ContactForm';
import { control, fillGeneral, person, withCurrentPath } from './storyFixtures';

/** What the form says about missing or wrong fields, and where it puts the focus. */
const meta = {
  title: 'Forms/ContactForm/Validation',
  component: ContactForm,
  parameters: { route: paths.contact },
  decorators: [withCurrentPath],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty marks every required field and focuses the first; a bad email is named as such. */
export const ErrorsOnSubmit: Story = {
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

/** Leaving a required field empty flags it at once; fields not visited yet stay quiet. */
export const ErrorsOnBlur: Story = {
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

/** Fields that appear with a department are required too, and submit focuses the first one missing. */
export const ConditionalFields: Story = {
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
