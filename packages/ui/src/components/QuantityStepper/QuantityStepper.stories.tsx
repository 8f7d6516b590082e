import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

function Controlled({
  initial = 1,
  ...props
}: Partial<Omit<QuantityStepperProps, 'value' | 'onChange'>> & { initial?: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityStepper {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Primitives/QuantityStepper',
  component: Controlled,
  subcomponents: { QuantityStepper },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At 1, minus is disabled: a quantity never goes below one. */
export const FloorAtOne: Story = {
  play: async ({ canvasElement }) => {
    // The toast regions of the services decorator are status regions too; look inside the stepper.
    const canvas = within(within(canvasElement).getByRole('group'));
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease);
    await expect(canvas.getByRole('status')).toHaveTextContent('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
    await userEvent.click(decrease);
    await expect(canvas.getByRole('status')).toHaveTextContent('2');
  },
};

/** At the cap, plus is hidden: the cart's behaviour, where the cap is a rule of the shop. */
export const AtCapHidesPlus: Story = {
  args: { initial: 2, max: 2, hideIncreaseAtMax: true, itemLabel: 'Gold Khalas Pralines' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Increase quantity' })).toBeNull();
    await expect(
      canvas.getByRole('group', { name: 'Quantity of Gold Khalas Pralines' }),
    ).toBeVisible();
  },
};

/** At the cap, plus is disabled instead, when the shopper should see that more exist. */
export const AtCapDisablesPlus: Story = {
  args: { initial: 5, max: 5 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Increase quantity' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The large size of the product page. */
export const Large: Story = { args: { initial: 12, size: 'md' } };
/** Pinned to Arabic: minus and plus swap sides with the reading direction. */
export const Arabic: Story = { globals: { locale: 'ar' }, args: { initial: 3 } };
