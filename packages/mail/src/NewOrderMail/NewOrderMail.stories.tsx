import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { newOrderMail } from '../mails';
import { MailFrame } from '../private/MailFrame';
import type { MailParts } from '../render';
import { frameText, placedOrder } from '../storyFixtures';
import { mailLanguage } from '../texts';

/** The shop's orders list hears of a paid order, in English; the toolbar's language is the shopper's. */
const meta = {
  title: 'Mail/NewOrderMail',
  loaders: [
    async ({ globals }) => ({
      mail: await newOrderMail({ ...placedOrder, language: mailLanguage(globals.locale) }),
    }),
  ],
  render: (_args, { loaded }) => <MailFrame mail={loaded.mail as MailParts} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid order with a prize code. */
export const WithPrizeDiscount: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(frameText(canvasElement)).toContain('hana.sato@example.com'));
    await expect(frameText(canvasElement)).toContain('NOT-58213');
  },
};
