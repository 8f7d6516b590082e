import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartIcon } from '../../icons';
import { Button, buttonSizes, buttonVariants, type ButtonProps } from './Button';

/** Stories render real, translated labels so every language can be reviewed. */
function TranslatedButton({
  labelKey = 'shop:detail.addToCart',
  ...props
}: Omit<ButtonProps, 'children'> & { labelKey?: string }) {
  const { t } = useTranslation();
  return <Button {...props}>{t(labelKey as never)}</Button>;
}

const meta = {
  title: 'Primitives/Button',
  component: TranslatedButton,
  subcomponents: { Button },
  args: { onClick: fn(), variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof TranslatedButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action of a view, such as Add to cart: one per view, so the next step is obvious. */
export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'ADD TO CART' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A second action beside the primary one (Learn More): framed, so it does not compete with it. */
export const Secondary: Story = {
  args: { variant: 'secondary', labelKey: 'shop:productCard.learnMore' },
};
/** A low-key action such as Reset Cart, for actions that must be there but should not draw the eye. */
export const Ghost: Story = { args: { variant: 'ghost', labelKey: 'shop:cart.reset' } };
/** An action that removes or resets something: the critical colour warns before the click. */
export const Critical: Story = { args: { variant: 'critical', labelKey: 'shop:cart.reset' } };

/** The three sizes side by side: small in dense rows, medium by default, large for a page's main call. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      {buttonSizes.map((size) => (
        <TranslatedButton key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** An icon before the label; in Arabic it moves to the other side with the label. */
export const WithIcon: Story = { args: { icon: <CartIcon size="sm" /> } };

/** Tab reaches the button, Enter and Space press it: the same as a click for keyboard users. */
export const KeyboardActivation: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** While its action runs: a spinner, `aria-busy`, and clicks ignored so nothing is sent twice. */
export const Loading: Story = {
  args: { loading: true, labelKey: 'checkout:customer.submit' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Unavailable but still focusable, so a screen-reader user can find it and learn why. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A long label in a narrow box wraps onto several lines instead of overflowing: the Russian and Hindi case. */
export const LongText: Story = {
  args: { labelKey: 'checkout:notice' },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
};

/** Stretched to its container, as the cart's Proceed to checkout on a narrow screen. */
export const FullWidth: Story = { args: { fullWidth: true, labelKey: 'shop:cart.checkout' } };

/** Pinned to Arabic: right to left, the icon on the inline start, the Arabic face. */
export const Arabic: Story = { globals: { locale: 'ar' }, args: { icon: <CartIcon size="sm" /> } };
