import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@rimal/core';
import { OrderNotFound } from './OrderNotFound';

const meta = {
  title: 'Checkout/OrderNotFound',
  component: OrderNotFound,
  parameters: { layout: 'fullscreen', route: paths.checkout },
  args: { supportHref: 'https://wa.me/97140000000' },
} satisfies Meta<typeof OrderNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard users go on from the focused heading to support, then back to the shop. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Payment received' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading).toHaveAttribute('data-tone', 'critical');
    await expect(
      canvas.getByText(/^Your payment went through, but we could not find your order/),
    ).toBeVisible();
    const support = canvas.getByRole('link', {
      name: 'Chat with our support team (opens in a new tab)',
    });
    await expect(support).toHaveAttribute('href', args.supportHref);
    await expect(support).toHaveAttribute('target', '_blank');
    await userEvent.tab();
    await expect(support).toHaveFocus();
    await userEvent.tab();
    const shop = canvas.getByRole('link', { name: 'Continue Shopping' });
    await expect(shop).toHaveFocus();
    await expect(shop).toHaveAttribute('href', paths.shop);
  },
};

/** Continue Shopping returns to the listing the shopper came from when the page names one. */
export const OtherShop: Story = {
  args: { shopHref: paths.products(2) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Continue Shopping' }),
    ).toHaveAttribute('href', paths.products(2));
  },
};

/** Right to left, support comes first in reading order, so it stands on the right of Continue shopping. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'تم استلام الدفعة' });
    await waitFor(() => expect(heading).toHaveFocus());
    const support = canvas.getByRole('link', {
      name: 'تحدّث مع فريق الدعم (يُفتح في علامة تبويب جديدة)',
    });
    await userEvent.tab();
    await expect(support).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'متابعة التسوق' })).toHaveFocus();
    // Support comes first in reading order, so in Arabic it stands to the right.
    await expect(support.getBoundingClientRect().left).toBeGreaterThan(
      canvas.getByRole('link', { name: 'متابعة التسوق' }).getBoundingClientRect().left,
    );
  },
};
/** The paid-but-no-order screen in Japanese, to check the heading and support link. */
export const Japanese: Story = { globals: { locale: 'ja' } };
