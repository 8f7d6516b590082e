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

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Mariam');
    await expect(input).toHaveValue('Mariam');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const WithError: Story = {
  args: { required: true, errorKey: 'common:validation.required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This field is required');
  },
};

export const WithHint: Story = {
  args: { labelKey: 'checkout:customer.address', hint: 'Street, area, building' },
};
export const Placeholder: Story = {
  args: { labelKey: 'checkout:coupon.label', placeholder: 'ABC123' },
};
export const Disabled: Story = { args: { disabled: true, initial: 'ABC123' } };

export const Multiline: Story = {
  args: { labelKey: 'contact:form.message', multiline: 4 },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox');
    await expect(area.tagName).toBe('TEXTAREA');
  },
};

export const LongValue: Story = {
  args: {
    initial: 'Villa 12, Al Wasl Road, next to the blue mosque roundabout, Umm Suqeim 2, Dubai',
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { required: true, errorKey: 'common:validation.required' },
};
export const Hindi: Story = { globals: { locale: 'hi' }, args: { required: true } };
