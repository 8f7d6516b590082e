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

/** The promo with no product: its text and an Order Now that leads to the whole shop. */
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

/** The promo for one product: Order Now goes straight to that product's page. */
export const OrderAProduct: Story = {
  args: { productId: 99 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Order Now' })).toHaveAttribute(
      'href',
      paths.product(99),
    );
  },
};

/** Back to top scrolls to the top of the page, saving a long scroll back up on a phone. */
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

/** Back to top also moves focus to the page's heading, so keyboard users land where they scrolled. */
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

/** At phone width the promo's text shrinks and Order Now and Back to top wrap onto new lines if needed. */
export const Narrow: Story = { decorators: narrow };
/** The promo right to left, with the Arabic Order Now and Back to top. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'اطلب الآن' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'العودة إلى الأعلى' })).toBeVisible();
  },
};
/** The promo in Japanese, to check its face and the buttons. */
export const Japanese: Story = { globals: { locale: 'ja' } };
/** The promo in Hindi at phone width: Devanagari text wraps above the buttons. */
export const HindiNarrow: Story = { globals: { locale: 'hi' }, decorators: narrow };
/** The promo in Russian, whose longer text tests the block's wrapping. */
export const RussianLongText: Story = { globals: { locale: 'ru' } };
