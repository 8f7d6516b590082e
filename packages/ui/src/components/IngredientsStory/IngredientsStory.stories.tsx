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

export const Narrow: Story = { decorators: narrow };
export const Arabic: Story = { globals: { locale: 'ar' } };
export const ArabicNarrow: Story = { globals: { locale: 'ar' }, decorators: narrow };
export const Japanese: Story = { globals: { locale: 'ja' } };
export const Hindi: Story = { globals: { locale: 'hi' } };
