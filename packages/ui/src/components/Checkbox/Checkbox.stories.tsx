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

/** Not ticked; a click on the label ticks it, so the whole label is the target. */
export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Premium dates' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

/** Ticked: the box shows the choice is on. */
export const Checked: Story = { args: { initial: true } };

/** Greyed out and skipped by the form: a choice that does not apply now. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
  },
};

/** A label much longer than the box wraps beside it instead of overflowing. */
export const LongLabel: Story = {
  args: { label: 'Chocolate-covered Medjool dates with roasted almonds and a hint of cardamom' },
  decorators: [(Story) => <div style={{ maxInlineSize: '14rem' }}>{Story()}</div>],
};

/** Pinned to Arabic: the box on the inline start, right of the label. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'تمور فاخرة', initial: true },
};
