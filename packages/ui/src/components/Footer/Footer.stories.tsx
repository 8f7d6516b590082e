import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';
import { socialNetworks } from './marks';

const meta = {
  title: 'Site/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    year: 2026,
    socialLinks: socialNetworks.map((network) => ({
      network,
      href: `https://${network}.example/rimal`,
    })),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(canvas.getByRole('link', { name: 'T&C' })).toHaveAttribute(
      'href',
      '/terms-&-conditions',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const instagram = canvas.getByRole('link', { name: /Instagram/ });
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('© 2026 Rimal. All rights reserved.')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'We accept' })).getAllByRole('listitem'),
    ).toHaveLength(5);
  },
};

export const CurrentYearByDefault: Story = {
  args: { year: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(new RegExp(`© ${new Date().getFullYear()} Rimal`)),
    ).toBeVisible();
  },
};

export const WithoutSocialLinks: Story = {
  args: { socialLinks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Follow us')).toBeNull();
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
};

export const Arabic: Story = { globals: { locale: 'ar' } };
export const Russian: Story = { globals: { locale: 'ru' } };
export const Chinese: Story = { globals: { locale: 'zh' } };
