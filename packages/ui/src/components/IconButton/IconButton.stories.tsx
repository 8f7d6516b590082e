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

/** No frame: the navbar's buttons, named by their label for screen readers and as a tooltip. */
export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close cart' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Framed, for an icon button that stands alone on a surface. */
export const Outlined: Story = {
  args: { variant: 'outlined', label: 'Remove from the cart', icon: <TrashIcon /> },
};
/** The brand colour, for the one icon action a view leads with. */
export const Brand: Story = { args: { variant: 'brand', label: 'Open cart', icon: <CartIcon /> } };
/** The small size inside dense rows such as a cart line. */
export const Small: Story = { args: { size: 'sm' } };

/** Unavailable but still focusable, so it can still be found and its label read. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Pinned to Arabic: the label in Arabic; a non-directional icon does not mirror. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'إغلاق', icon: <CloseIcon /> },
};
