import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SustainabilitySection } from './SustainabilitySection';

const meta = {
  title: 'Home/SustainabilitySection',
  component: SustainabilitySection,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SustainabilitySection>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>,
];

export const FivePoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Made responsibly' });
    const points = within(section).getAllByRole('listitem');
    // docs/requirements.md §9: exactly five sustainability points.
    await expect(points).toHaveLength(5);
    await expect(
      canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Powered by the sun',
      'Lower greenhouse emissions',
      'Less food waste',
      'Recyclable packaging',
      'Certified food safety',
    ]);
    await expect(points[0]).toHaveTextContent(/80 percent .* over 3,000 solar panels/);
    for (const point of points) {
      const icon = point.querySelector('svg')!;
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon).toHaveAttribute('stroke', 'currentColor');
    }
  },
};

export const Narrow: Story = { decorators: narrow };
export const Arabic: Story = { globals: { locale: 'ar' } };
export const Korean: Story = { globals: { locale: 'ko' } };
export const HindiNarrow: Story = { globals: { locale: 'hi' }, decorators: narrow };
export const RussianLongText: Story = { globals: { locale: 'ru' } };
