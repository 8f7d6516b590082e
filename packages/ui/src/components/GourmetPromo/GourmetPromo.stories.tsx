import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@rimal/core';
import { GourmetPromo } from './GourmetPromo';

const meta = {
  title: 'Brands/GourmetPromo',
  component: GourmetPromo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GourmetPromo>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>,
];

export const OrderTheShop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/^Discover our gourmet collection: hand-finished chocolate dates/),
    ).toBeVisible();
    await expect(
      canvas.getByText('Freshly made in Dubai and delivered to your door across the UAE.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Order Now' })).toHaveAttribute(
      'href',
      paths.shop,
    );
  },
};

export const OrderAProduct: Story = {
  args: { productId: 99 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Order Now' })).toHaveAttribute(
      'href',
      paths.product(99),
    );
  },
};

export const BackToTop: Story = {
  play: async ({ canvasElement }) => {
    const scrollTo = spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back to top' }));
      await expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    } finally {
      scrollTo.mockRestore();
    }
  },
};

export const BackToTopMovesFocus: Story = {
  args: { topTargetId: 'promo-story-top' },
  render: (args) => (
    <>
      <h1 id="promo-story-top" tabIndex={-1}>
        Gourmet
      </h1>
      <GourmetPromo {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scrollTo = spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      const button = canvas.getByRole('button', { name: 'Back to top' });
      button.focus();
      await userEvent.keyboard('{Enter}');
      await expect(scrollTo).toHaveBeenCalledOnce();
      await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
    } finally {
      scrollTo.mockRestore();
    }
  },
};

export const Narrow: Story = { decorators: narrow };
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'اطلب الآن' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'العودة إلى الأعلى' })).toBeVisible();
  },
};
export const Japanese: Story = { globals: { locale: 'ja' } };
export const HindiNarrow: Story = { globals: { locale: 'hi' }, decorators: narrow };
export const RussianLongText: Story = { globals: { locale: 'ru' } };
