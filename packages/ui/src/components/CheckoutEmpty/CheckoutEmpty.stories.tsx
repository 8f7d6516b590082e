import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '@rimal/core';
import { CheckoutEmpty } from './CheckoutEmpty';
import { expectEmptyCheckout } from '../../fixtures/checkout';
import { inColumn } from '../../fixtures/decorators';

const meta = {
  title: 'Checkout/CheckoutEmpty',
  component: CheckoutEmpty,
  parameters: { layout: 'fullscreen', route: paths.checkout },
} satisfies Meta<typeof CheckoutEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmptyCheckout(canvasElement);
  },
};

export const OtherShop: Story = {
  args: { shopHref: paths.products(2) },
  play: async ({ canvasElement }) => {
    await expectEmptyCheckout(canvasElement, paths.products(2));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('link', { name: 'متابعة التسوق' })).toBeVisible();
  },
};
export const Japanese: Story = { globals: { locale: 'ja' } };
export const Narrow: Story = {
  decorators: [inColumn('20rem')],
};
