import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addToCart, type CartLine } from '@rimal/core';
import { demoProduct, demoProducts } from '../../fixtures/catalog';
import { productGridStatuses } from '../ProductGrid';
import { FeaturedList, type FeaturedListProps } from './FeaturedProducts';

/** The presentational list with its state in props, its cards adding through core's rules. */
function ListDemo(props: Omit<FeaturedListProps, 'onAddToCart'>) {
  const lines = useRef<CartLine[]>([]);
  return (
    <FeaturedList
      {...props}
      onAddToCart={(product) => {
        const result = addToCart(lines.current, product, 1);
        lines.current = result.lines;
        return result.refusal;
      }}
    />
  );
}

const featured = demoProducts.filter((product) => product.type === 'featured');

const meta = {
  title: 'Shop/FeaturedList',
  component: ListDemo,
  subcomponents: { FeaturedList },
  args: { title: 'Top Selling Products', status: 'ready', products: featured, onRetry: fn() },
  argTypes: { status: { control: 'inline-radio', options: productGridStatuses } },
} satisfies Meta<typeof ListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The featured products under their heading, one card each, as on the home page. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Top Selling Products' });
    await expect(within(section).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(
      featured.length,
    );
  },
};

/** "Loading..." in place of the cards, so the section keeps its place while products arrive. */
export const Loading: Story = {
  args: { status: 'loading', products: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Loading failed: "Something went wrong!" and Try again, so the shopper can recover in place. */
export const Error: Story = {
  args: { status: 'error', products: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong!');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No featured products: a friendly "coming soon" line instead of an empty section. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('New favourites are on their way. Please check back soon.'),
    ).toBeVisible();
  },
};

/** Add to cart from a card: the toast confirms which product went into the cart. */
export const AddFromTheList: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Pistachio Kunafa Medjool' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getByText(
          'Pistachio Kunafa Medjool added to the cart',
        ),
      ).toBeVisible(),
    );
  },
};

/** Placed under a page's own heading: the list's headings move one level down to keep the outline. */
export const UnderAnotherHeading: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Top Selling Products' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(featured.length);
  },
};

/** A long section title and a very long product title: both wrap without breaking the row of cards. */
export const LongTitles: Story = {
  args: {
    title: 'Our most loved chocolate-covered dates, hand-finished every morning in Dubai',
    products: [
      {
        ...demoProduct(96),
        title:
          'Hand-finished Medjool dates with Iranian pistachio, rose petals and 24-carat gold leaf, gift box of twenty-four',
      },
      ...featured.slice(0, 3),
    ],
  },
};

/** At phone width the cards fall into two narrower columns, each still readable. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
};

/** The loading line in Arabic, right to left under the Arabic heading. */
export const ArabicLoading: Story = {
  globals: { locale: 'ar' },
  args: { title: 'المنتجات الأكثر مبيعًا', status: 'loading', products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('جارٍ التحميل...')).toBeVisible();
  },
};
/** The loaded list right to left, with the Arabic heading and product names. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'المنتجات الأكثر مبيعًا' },
};
/** The loaded list in Japanese, to check the heading and card titles. */
export const Japanese: Story = { globals: { locale: 'ja' }, args: { title: '売れ筋商品' } };
/** The load error in Hindi: the alert and Try again in Devanagari. */
export const HindiError: Story = {
  globals: { locale: 'hi' },
  args: { title: 'सबसे ज़्यादा बिकने वाले प्रोडक्ट्स', status: 'error', products: [] },
};
