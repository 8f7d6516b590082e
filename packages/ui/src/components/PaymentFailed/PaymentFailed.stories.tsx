import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@rimal/core';
import { PaymentFailed } from './PaymentFailed';

const meta = {
  title: 'Checkout/PaymentFailed',
  component: PaymentFailed,
  parameters: { layout: 'fullscreen', route: paths.paymentFailed },
} satisfies Meta<typeof PaymentFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The payment did not go through: the heading takes focus so a screen reader announces the failure at once. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', {
      level: 1,
      name: 'Sorry payment failed!',
    });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** Continue Shopping leads to the shop at its top, a way on after a failed payment. */
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

/** The failure screen right to left, with the Arabic heading. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'عذرًا، لم تتم عملية الدفع!' }),
    ).toBeVisible();
  },
};
/** The failure screen in Japanese, to check the heading and its text. */
export const Japanese: Story = { globals: { locale: 'ja' } };
/** The failure screen in Hindi, to check Devanagari in the heading and its text. */
export const Hindi: Story = { globals: { locale: 'hi' } };
/** At phone width the alert mark, heading and link stay centred without overflowing. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};
