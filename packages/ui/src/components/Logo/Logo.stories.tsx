import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './Logo';

const meta = { title: 'Site/Logo', component: Logo } satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {
  play: async ({ canvasElement }) => {
    // The wordmark is the brand's name in Latin script in every language.
    await expect(within(canvasElement).getByText('Rimal')).toHaveAttribute('translate', 'no');
  },
};
export const Large: Story = { args: { size: 'lg' } };
export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [(Story) => <div style={{ background: '#3b2314', padding: '1rem' }}>{Story()}</div>],
};
export const Arabic: Story = { globals: { locale: 'ar' } };
