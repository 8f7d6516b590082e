import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { acknowledgementMail } from '../mails';
import { MailFrame } from '../private/MailFrame';
import type { MailParts } from '../render';
import { complaint, frameText } from '../storyFixtures';
import { mailLanguage } from '../texts';

/** The sender's acknowledgement, in the toolbar's language: Arabic right to left, CJK in system fonts. */
const meta = {
  title: 'Mail/AcknowledgementMail',
  loaders: [
    async ({ globals }) => ({
      mail: await acknowledgementMail(complaint, mailLanguage(globals.locale)),
    }),
  ],
  render: (_args, { loaded }) => <MailFrame mail={loaded.mail as MailParts} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The thanks for a product complaint, quoting the sender's message. */
export const ProductComplaint: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(frameText(canvasElement)).toContain('Layla Al-Harbi'));
    await expect(frameText(canvasElement)).toContain('broken seal');
  },
};
