import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartIcon, CloseIcon, TrashIcon } from '../../icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Close cart', icon: <CloseIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close cart' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Outlined: Story = {
  args: { variant: 'outlined', label: 'Remove from the cart', icon: <TrashIcon /> },
};
export const Brand: Story = { args: { variant: 'brand', label: 'Open cart', icon: <CartIcon /> } };
export const Small: Story = { args: { size: 'sm' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'إغلاق', icon: <CloseIcon /> },
};
