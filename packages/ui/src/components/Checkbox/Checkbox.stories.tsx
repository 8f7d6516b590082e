import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

function Controlled({
  label = 'Premium dates',
  initial = false,
  disabled = false,
}: {
  label?: string;
  initial?: boolean;
  disabled?: boolean;
}) {
  const [checked, setChecked] = useState(initial);
  return (
    <Checkbox
      label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => setChecked(event.target.checked)}
    />
  );
}

const meta = {
  title: 'Primitives/Checkbox',
  component: Controlled,
  subcomponents: { Checkbox },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Premium dates' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { initial: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
  },
};

export const LongLabel: Story = {
  args: { label: 'Chocolate-covered Medjool dates with roasted almonds and a hint of cardamom' },
  decorators: [(Story) => <div style={{ maxInlineSize: '14rem' }}>{Story()}</div>],
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'تمور فاخرة', initial: true },
};
