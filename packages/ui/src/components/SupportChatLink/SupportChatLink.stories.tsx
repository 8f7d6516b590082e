import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SupportChatLink } from './SupportChatLink';

const meta = {
  title: 'Site/SupportChatLink',
  component: SupportChatLink,
  args: { href: 'https://wa.me/97140000000' },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minBlockSize: '10rem' }}>{Story()}</div>],
} satisfies Meta<typeof SupportChatLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chat link floating over every page, in its own landmark, opening support in a new tab. */
export const Floating: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Need help? Chat with our support team (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('href', 'https://wa.me/97140000000');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Its own landmark: no page content outside one (axe `region` on the assembled site).
    await expect(
      within(canvasElement).getByRole('complementary', { name: 'Support' }),
    ).toContainElement(link);
  },
};

/** The link placed in the page's flow rather than floating, for reviewing it beside other content. */
export const Inline: Story = { args: { inline: true } };
/** In Arabic the link floats on the left, the end of a right-to-left line, clear of the content. */
export const ArabicFloatsOnTheLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    const box = link.getBoundingClientRect();
    await expect(box.left).toBeLessThan(window.innerWidth / 2);
  },
};
