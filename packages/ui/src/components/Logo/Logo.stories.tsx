import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './Logo';
import { vars } from '../../theme/contract.css';

const meta = { title: 'Site/Logo', component: Logo } satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mark and wordmark as in the header; the name is never machine-translated, in any language. */
export const Brand: Story = {
  play: async ({ canvasElement }) => {
    // The wordmark is the brand's name in Latin script in every language.
    await expect(within(canvasElement).getByText('Rimal')).toHaveAttribute('translate', 'no');
  },
};
/** The large logo, for screens where the brand leads, such as the loading screen and the order confirmation. */
export const Large: Story = { args: { size: 'lg' } };
/** The light logo for dark backgrounds such as the footer, where the brand colours would not show. */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  // The footer's own background, from the theme.
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.brand, padding: vars.space.lg }}>{Story()}</div>
    ),
  ],
};
/** On an Arabic page the wordmark stays in Latin script, as the brand is written everywhere. */
export const Arabic: Story = { globals: { locale: 'ar' } };
