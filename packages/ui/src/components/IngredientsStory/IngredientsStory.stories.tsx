import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoEndpoints, siteMedia } from '@rimal/mocks';
import { IngredientsStory } from './IngredientsStory';

const meta = {
  title: 'Home/IngredientsStory',
  component: IngredientsStory,
  parameters: { layout: 'fullscreen' },
  args: { imageSrc: `${demoEndpoints.media}${siteMedia.ingredients}` },
} satisfies Meta<typeof IngredientsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>,
];

/** The home page's ingredients section: its artwork with alt text and three ingredients, each under its own heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'It all starts with the ingredients' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: 'Dates, roasted almonds and cocoa beans on a wooden tray',
      }),
    ).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(
      canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Sun-ripened dates', 'Rich, smooth chocolate', 'Roasted nuts and fillings']);
  },
};

/** A long ingredient beside short ones: the three columns stay aligned as the texts wrap. */
export const LongText: Story = {
  args: {
    items: [
      {
        title: 'Hand-selected Khalas, Sukkari and Medjool dates from family farms of Al-Ain',
        description:
          'Picked at the peak of ripeness in the early morning, sorted by hand three times, pitted without machines so the fruit keeps its shape, and rested for a day before it meets the chocolate.',
      },
      {
        title: 'Single-origin cocoa',
        description:
          'Dark chocolate with 70 percent cocoa from one cooperative, tempered slowly for a glossy snap and a clean, long finish.',
      },
      {
        title: 'Pistachios',
        description: 'Roasted each morning.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** At phone width the artwork sits above the three ingredients in one column. */
export const Narrow: Story = { decorators: narrow };
/** The section right to left: the artwork and text swap sides, with the Arabic face. */
export const Arabic: Story = { globals: { locale: 'ar' } };
/** The section in Arabic at phone width: the tightest right-to-left layout. */
export const ArabicNarrow: Story = { globals: { locale: 'ar' }, decorators: narrow };
/** The section in Japanese, to check the headings and descriptions' face. */
export const Japanese: Story = { globals: { locale: 'ja' } };
/** The section in Hindi, to check Devanagari's taller lines in the three columns. */
export const Hindi: Story = { globals: { locale: 'hi' } };
