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

/** Checkout reached with an empty cart: no form to fill, only the way back to the shop. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmptyCheckout(canvasElement);
  },
};

/** The way back leads to another listing when the shopper came from one, not always to the shop's front. */
export const OtherShop: Story = {
  args: { shopHref: paths.products(2) },
  play: async ({ canvasElement }) => {
    await expectEmptyCheckout(canvasElement, paths.products(2));
  },
};

/** Right to left, with the Arabic Continue shopping link: the only action on the page. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('link', { name: 'متابعة التسوق' })).toBeVisible();
  },
};
/** The empty checkout in Japanese, to check its face and the centred message. */
export const Japanese: Story = { globals: { locale: 'ja' } };
/** At phone width the message and link stay centred and readable. */
export const Narrow: Story = {
  decorators: [inColumn('20rem')],
};
