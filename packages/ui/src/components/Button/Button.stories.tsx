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

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'ADD TO CART' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', labelKey: 'shop:productCard.learnMore' },
};
export const Ghost: Story = { args: { variant: 'ghost', labelKey: 'shop:cart.reset' } };
export const Critical: Story = { args: { variant: 'critical', labelKey: 'shop:cart.reset' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      {buttonSizes.map((size) => (
        <TranslatedButton key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const WithIcon: Story = { args: { icon: <CartIcon size="sm" /> } };

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

export const Loading: Story = {
  args: { loading: true, labelKey: 'checkout:customer.submit' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

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

export const LongText: Story = {
  args: { labelKey: 'checkout:notice' },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
};

export const FullWidth: Story = { args: { fullWidth: true, labelKey: 'shop:cart.checkout' } };

export const Arabic: Story = { globals: { locale: 'ar' }, args: { icon: <CartIcon size="sm" /> } };
