import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@rimal/i18n';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones } from './Badge';

function Badges() {
  const { t, i18n } = useTranslation('shop');
  return (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      <Badge tone="discount">{formatPercent(-0.2, i18n.language)}</Badge>
      <Badge tone="critical">{t('productCard.outOfStock')}</Badge>
      <Badge tone="accent">{t('productCard.flashSale')}</Badge>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  );
}

const meta = {
  title: 'Primitives/Badge',
  component: Badges,
  subcomponents: { Badge },
} satisfies Meta<typeof Badges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone side by side, each with words that carry its meaning without the colour. */
export const Tones: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-20%')).toBeVisible();
  },
};
/** Pinned to Arabic: the badges' words and figures read right to left. */
export const Arabic: Story = { globals: { locale: 'ar' } };
/** Pinned to Japanese: the CJK face at the badge's small size. */
export const Japanese: Story = { globals: { locale: 'ja' } };
