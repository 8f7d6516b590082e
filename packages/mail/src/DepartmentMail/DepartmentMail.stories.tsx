import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { departmentMail } from '../mails';
import { MailFrame } from '../private/MailFrame';
import type { MailParts } from '../render';
import { complaint, complaintFiles, frameText } from '../storyFixtures';
import { mailLanguage } from '../texts';

/**
 * The enquiry as the department receives it: always in English, every field the sender filled,
 * the files' names (the files themselves are attached). The toolbar's language is the sender's.
 */
const meta = {
  title: 'Mail/DepartmentMail',
  loaders: [
    async ({ globals }) => ({
      mail: await departmentMail(complaint, complaintFiles, mailLanguage(globals.locale)),
    }),
  ],
  render: (_args, { loaded }) => <MailFrame mail={loaded.mail as MailParts} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product complaint with two photos. */
export const ProductComplaint: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(frameText(canvasElement)).toContain('BNF-20261104-7'));
    await expect(frameText(canvasElement)).toContain('receipt.pdf');
  },
};
