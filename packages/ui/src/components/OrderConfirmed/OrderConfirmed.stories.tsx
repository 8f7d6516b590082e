import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@rimal/core';
import { OrderConfirmed } from './OrderConfirmed';

const meta = {
  title: 'Checkout/OrderConfirmed',
  component: OrderConfirmed,
  parameters: { layout: 'fullscreen', route: paths.orderConfirmed },
} satisfies Meta<typeof OrderConfirmed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order is placed: the confirmation heading takes focus, so screen readers announce the good news first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Your order is confirmed!' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(/Thank you for shopping with Rimal/)).toBeVisible();
    await expect(canvas.getByText('Rimal')).toBeVisible();
  },
};

/** Continue Shopping leads to the shop at its top, not wherever the last page was scrolled. */
export const ContinueShoppingScrollsToTop: Story = {
  play: async ({ canvasElement }) => {
    const scrollTo = spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const link = within(canvasElement).getByRole('link', { name: 'Continue Shopping' });
    await expect(link).toHaveAttribute('href', paths.shop);
    await userEvent.click(link);
    await expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
    scrollTo.mockRestore();
  },
};

/** The confirmation right to left, with the Arabic heading and the Latin wordmark. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'تم تأكيد طلبك!' }),
    ).toBeVisible();
  },
};
/** The confirmation in Japanese, to check the heading and thank-you text. */
export const Japanese: Story = { globals: { locale: 'ja' } };
/** The confirmation in Hindi, to check Devanagari in the heading and thank-you text. */
export const Hindi: Story = { globals: { locale: 'hi' } };
/** At phone width the logo, heading and link stay centred without overflowing. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};
