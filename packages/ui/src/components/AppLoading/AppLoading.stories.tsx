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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading...')).toHaveAttribute('role', 'status');
    // It fades in after a short delay so a fast start never flashes it.
    await waitFor(() => expect(canvas.getByText('Rimal')).toBeVisible());
    await expect(canvas.getByText('Rimal')).toHaveAttribute('lang', 'en');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('جارٍ التحميل...')).toHaveAttribute('role', 'status');
    // The wordmark stays in Latin script in every language.
    await expect(canvas.getByText('Rimal')).toBeInTheDocument();
  },
};

export const Japanese: Story = { globals: { locale: 'ja' } };

export const Hindi: Story = { globals: { locale: 'hi' } };

export const Chinese: Story = { globals: { locale: 'zh' } };

export const Korean: Story = { globals: { locale: 'ko' } };

export const Narrow: Story = { decorators: [narrow], globals: { locale: 'ru' } };
