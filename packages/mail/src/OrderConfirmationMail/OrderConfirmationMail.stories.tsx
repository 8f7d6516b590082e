import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { formatMoney } from '@rimal/core';
import { orderConfirmationMail } from '../mails';
import { MailFrame } from '../private/MailFrame';
import type { MailParts } from '../render';
import { frameText, placedOrder } from '../storyFixtures';
import { mailLanguage } from '../texts';

/** The shopper's confirmation of a paid order, in the toolbar's language, amounts in AED. */
const meta = {
  title: 'Mail/OrderConfirmationMail',
  loaders: [
    async ({ globals }) => ({
      mail: await orderConfirmationMail({
        ...placedOrder,
        language: mailLanguage(globals.locale),
      }),
    }),
  ],
  render: (_args, { loaded }) => <MailFrame mail={loaded.mail as MailParts} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines with a prize discount and the reduced delivery charge. */
export const WithPrizeDiscount: Story = {
  play: async ({ canvasElement, globals }) => {
    const total = formatMoney(placedOrder.total, mailLanguage(globals.locale));
    await waitFor(() => expect(frameText(canvasElement)).toContain(total));
    await expect(frameText(canvasElement)).toContain('Medjool Dates Gift Box');
  },
};
