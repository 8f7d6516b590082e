import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';

type Props = Partial<Omit<TextFieldProps, 'label'>> & {
  labelKey?: string;
  errorKey?: string;
  initial?: string;
};

function Controlled({
  labelKey = 'checkout:customer.firstName',
  errorKey,
  initial = '',
  ...props
}: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxInlineSize: '24rem' }}>
      <TextField
        name="field"
        {...props}
        label={t(labelKey as never)}
        error={errorKey ? t(errorKey as never) : undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/TextField',
  component: Controlled,
  subcomponents: { TextField },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty field with its label: the state a form opens in. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Mariam');
    await expect(input).toHaveValue('Mariam');
  },
};

/** Required: the mark beside the label, and required for assistive technology. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

/** A field with an error: marked invalid, the message under it and read with its label. */
export const WithError: Story = {
  args: { required: true, errorKey: 'common:validation.required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This field is required');
  },
};

/** A hint under the field, read as its description. */
export const WithHint: Story = {
  args: { labelKey: 'checkout:customer.address', hint: 'Street, area, building' },
};
/** An example inside the empty field, beside a label that stays. */
export const Placeholder: Story = {
  args: { labelKey: 'checkout:coupon.label', placeholder: 'ABC123' },
};
/** Greyed out; its value is not sent. */
export const Disabled: Story = { args: { disabled: true, initial: 'ABC123' } };

/** A textarea of several rows, for a message. */
export const Multiline: Story = {
  args: { labelKey: 'contact:form.message', multiline: 4 },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox');
    await expect(area.tagName).toBe('TEXTAREA');
  },
};

/** A value longer than the field scrolls inside it instead of widening the form. */
export const LongValue: Story = {
  args: {
    initial: 'Villa 12, Al Wasl Road, next to the blue mosque roundabout, Umm Suqeim 2, Dubai',
  },
};

/** Pinned to Arabic: right to left, the label and the text on the inline start. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { required: true, errorKey: 'common:validation.required' },
};
/** Pinned to Hindi: the longer Devanagari label and its taller line height. */
export const Hindi: Story = { globals: { locale: 'hi' }, args: { required: true } };
