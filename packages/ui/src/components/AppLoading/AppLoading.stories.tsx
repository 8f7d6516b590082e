import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppLoading } from './AppLoading';
import { inColumn } from '../../fixtures/decorators';

const narrow = inColumn('24rem');

const meta = {
  title: 'Site/AppLoading',
  component: AppLoading,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full-page wait while the cart is read back: a status that fades in late, so a fast start shows no flash. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading...')).toHaveAttribute('role', 'status');
    // It fades in after a short delay so a fast start never flashes it.
    await waitFor(() => expect(canvas.getByText('Rimal')).toBeVisible());
    await expect(canvas.getByText('Rimal')).toHaveAttribute('lang', 'en');
  },
};

/** The loading message in Arabic, announced as a status, with the Rimal wordmark kept in Latin script. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('جارٍ التحميل...')).toHaveAttribute('role', 'status');
    // The wordmark stays in Latin script in every language.
    await expect(canvas.getByText('Rimal')).toBeInTheDocument();
  },
};

/** The loading message in Japanese, to check its face and centring on the full page. */
export const Japanese: Story = { globals: { locale: 'ja' } };

/** The loading message in Hindi, to check Devanagari's height in the centred block. */
export const Hindi: Story = { globals: { locale: 'hi' } };

/** The loading message in Chinese, to check its face and centring on the full page. */
export const Chinese: Story = { globals: { locale: 'zh' } };

/** The loading message in Korean, to check its face and centring on the full page. */
export const Korean: Story = { globals: { locale: 'ko' } };

/** A phone-width column in Russian: the longest loading text must stay centred and unbroken. */
export const Narrow: Story = { decorators: [narrow], globals: { locale: 'ru' } };
