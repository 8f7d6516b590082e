import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addToCart, type CartLine, type Product } from '@rimal/core';
import { demoProduct, demoProducts } from '../../fixtures/catalog';
import { ProductGrid, productGridStatuses, type ProductGridProps } from './ProductGrid';

type Args = Omit<ProductGridProps, 'onAddToCart'> & { onAdd?: (product: Product) => void };

/** A grid whose cards add to a local cart through core's real `addToCart`. */
function GridDemo({ onAdd, ...props }: Args) {
  const lines = useRef<CartLine[]>([]);
  return (
    <ProductGrid
      {...props}
      onAddToCart={(product) => {
        onAdd?.(product);
        const result = addToCart(lines.current, product, 1);
        lines.current = result.lines;
        return result.refusal;
      }}
    />
  );
}

/** The grid's own live region (the toast host has others). */
const gridStatus = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-status] > [role="status"]')!;

const categoryOne = demoProducts.filter((product) => product.categoryIds.includes(1));

const meta = {
  title: 'Shop/ProductGrid',
  component: GridDemo,
  subcomponents: { ProductGrid },
  parameters: { layout: 'padded' },
  args: { products: categoryOne, onAdd: fn(), onRetry: fn() },
  argTypes: { status: { control: 'inline-radio', options: productGridStatuses } },
} satisfies Meta<typeof GridDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category's products as cards filling their columns, with the count announced for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(gridStatus(canvasElement)).toHaveTextContent(`${categoryOne.length} products`);
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(categoryOne.length);
    const card = canvas.getByRole('article', { name: 'Pistachio Kunafa Medjool' });
    await expect(card).toBeVisible();
    // A card fills its column (15rem at least on a wide grid).
    await expect(card.getBoundingClientRect().width).toBeGreaterThanOrEqual(15 * 16);
  },
};

/** Add to cart from a card: the page learns which product, and a toast confirms it to the shopper. */
export const AddFromTheGrid: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Pistachio Kunafa Medjool' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith(demoProduct(99));
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getByText(
          'Pistachio Kunafa Medjool added to the cart',
        ),
      ).toBeVisible(),
    );
  },
};

/** Skeleton cards and "Loading products..." announced, so the listing keeps its shape while it loads. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(gridStatus(canvasElement)).toHaveTextContent('Loading products...');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
  },
};

/** Only three skeleton cards, for a listing known to be short, so the page does not shrink on arrival. */
export const LoadingFewer: Story = { args: { status: 'loading', skeletonCount: 3 } };

/** Products failed to load: an alert and Try again, with focus kept on the grid after retrying. */
export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the products.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvasElement.querySelector('[data-status]')).toHaveFocus();
  },
};

/** The load error with no retry handler: no dead Try again button. */
export const ErrorWithoutRetry: Story = {
  args: { status: 'error', onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No products match the filters: a message and a hint to change them, rather than a blank area. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    const status = gridStatus(canvasElement);
    await expect(status).toHaveTextContent('No products match this selection yet.');
    await expect(status).toHaveTextContent('Try another category or clear the filters.');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** A single result: "1 product", in the singular, and one card that does not stretch oddly. */
export const OneProduct: Story = {
  args: { products: [demoProduct(99)] },
  play: async ({ canvasElement }) => {
    await expect(gridStatus(canvasElement)).toHaveTextContent(/^1 product$/);
  },
};

/** The whole catalogue: many rows of cards, to check spacing and alignment over a long listing. */
export const ManyProducts: Story = {
  args: { products: demoProducts },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(demoProducts.length);
  },
};

/** The grid without its product count, where the page says how many elsewhere. */
export const WithoutCount: Story = {
  args: { showCount: false },
  play: async ({ canvasElement }) => {
    await expect(gridStatus(canvasElement)).toHaveTextContent('');
  },
};

/** A very long title beside short ones: the cards in a row stay aligned as it wraps. */
export const LongTitles: Story = {
  args: {
    products: [
      {
        ...demoProduct(96),
        title:
          'Hand-finished Medjool dates with Iranian pistachio, rose petals and 24-carat gold leaf, gift box of twenty-four',
      },
      ...categoryOne.slice(0, 3),
    ],
  },
};

/** At phone width two columns of cards, each still wide enough to read. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(2);
    const [first] = within(list).getAllByRole('article');
    await expect(first!.getBoundingClientRect().width).toBeGreaterThan(list.clientWidth / 3);
  },
};

/** Loading at phone width: the skeletons take the same two columns the cards will. */
export const NarrowLoading: Story = { ...Narrow, args: { status: 'loading' }, play: undefined };

/** The grid right to left, with the count announced in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(gridStatus(canvasElement)).toHaveTextContent(/منتج/);
  },
};
/** No matching products in Arabic: the message and hint right to left. */
export const ArabicEmpty: Story = { globals: { locale: 'ar' }, args: { products: [] } };
/** The load error in Arabic, with its Arabic Try again. */
export const ArabicError: Story = { globals: { locale: 'ar' }, args: { status: 'error' } };
/** The grid in Japanese, to check card titles, prices and buttons. */
export const Japanese: Story = { globals: { locale: 'ja' } };
/** No matching products in Hindi: the empty message and hint in Devanagari. */
export const Hindi: Story = { globals: { locale: 'hi' }, args: { products: [] } };
