import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@rimal/core';
import { Footer } from './Footer';
import { socialNetworks } from '../../services';
import { inColumn } from '../../fixtures/decorators';

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

/** The footer on every page: site links, social profiles opening in a new tab, payments taken and the copyright. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'About' })).toHaveAttribute('href', paths.about);
    await expect(canvas.getByRole('link', { name: 'T&C' })).toHaveAttribute(
      'href',
      paths.termsAndConditions,
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      paths.privacyPolicy,
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

/** Each accepted payment is its mark, named by its brand, all the same height. */
async function expectPaymentMarks(canvasElement: HTMLElement, listName: string) {
  const list = within(within(canvasElement).getByRole('list', { name: listName }));
  const marks = list.getAllByRole('img');
  await expect(marks.map((mark) => mark.getAttribute('alt'))).toEqual([
    'Visa',
    'Mastercard',
    'American Express',
    'Apple Pay',
    'Google Pay',
  ]);
  for (const mark of marks as HTMLImageElement[]) {
    await expect(mark.src).toContain('/uploads/pay-');
    mark.loading = 'eager';
    await waitFor(() => expect(mark.complete && mark.naturalWidth > 0).toBe(true));
  }
  const heights = new Set(marks.map((mark) => Math.round(mark.getBoundingClientRect().height)));
  await expect(heights.size).toBe(1);
}

/** The five payment marks, each named by its brand and all the same height, so none looks favoured. */
export const PaymentMarks: Story = {
  play: async ({ canvasElement }) => {
    await expectPaymentMarks(canvasElement, 'We accept');
  },
};

/** The payment marks in Arabic: the list is named in Arabic, the brand names stay as they are. */
export const PaymentMarksArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectPaymentMarks(canvasElement, 'وسائل الدفع المقبولة');
  },
};

/** With no year given the copyright shows this year, so it never goes stale. */
export const CurrentYearByDefault: Story = {
  args: { year: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(new RegExp(`© ${new Date().getFullYear()} Rimal`)),
    ).toBeVisible();
  },
};

/** No social profiles configured: the Follow us heading is left out rather than shown empty. */
export const WithoutSocialLinks: Story = {
  args: { socialLinks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Follow us')).toBeNull();
  },
};

/**
 * At phone width the footer's columns stack, the payment marks wrap, and the last line keeps
 * room beneath it for the floating support chat link, so the page's end stays readable.
 */
export const Narrow: Story = {
  decorators: [inColumn('24rem')],
};

/** The footer right to left, with Arabic links and blurb. */
export const Arabic: Story = { globals: { locale: 'ar' } };
/** The footer in Russian, whose longer link names test the columns' widths. */
export const Russian: Story = { globals: { locale: 'ru' } };
/** The footer in Chinese, to check the blurb's face and the links. */
export const Chinese: Story = { globals: { locale: 'zh' } };
