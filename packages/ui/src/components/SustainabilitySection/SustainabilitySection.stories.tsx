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

/** The five sustainability commitments the requirements name, each with a decorative icon in the text colour. */
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

/** At phone width the heading sits above the points, which fall into one column. */
export const Narrow: Story = { decorators: narrow };
/** The section right to left, with each icon at the start of its Arabic point. */
export const Arabic: Story = { globals: { locale: 'ar' } };
/** The section in Korean, to check the headings and texts. */
export const Korean: Story = { globals: { locale: 'ko' } };
/** The section in Hindi at phone width: Devanagari points wrap within the column. */
export const HindiNarrow: Story = { globals: { locale: 'hi' }, decorators: narrow };
/** The section in Russian, whose longer texts test the points' columns. */
export const RussianLongText: Story = { globals: { locale: 'ru' } };
