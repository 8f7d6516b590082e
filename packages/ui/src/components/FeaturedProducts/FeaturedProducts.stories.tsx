import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addToCart, type CartLine, type Product } from '@rimal/core';
import { demoEndpoints, storyScenario } from '@rimal/mocks';
import { demoProducts } from '../../fixtures/catalog';
import { FeaturedProducts, type FeaturedProductsProps } from './FeaturedProducts';

type Args = Omit<FeaturedProductsProps, 'onAddToCart'> & { onAdd?: (product: Product) => void };

/** The connected list on the demo content service (MSW), adding to a local cart by core's rules. */
function FeaturedDemo({ onAdd, ...props }: Args) {
  const lines = useRef<CartLine[]>([]);
  return (
    <FeaturedProducts
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

const featured = demoProducts.filter((product) => product.type === 'featured');
const productsUrl = `${demoEndpoints.content}/products`;

const meta = {
  title: 'Shop/FeaturedProducts',
  component: FeaturedDemo,
  subcomponents: { FeaturedProducts },
  args: { title: 'Top Selling Products', onAdd: fn() },
} satisfies Meta<typeof FeaturedDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The featured list read from the content service: every featured product arrives as a card. */
export const Loads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(featured.length));
    for (const product of featured)
      await expect(canvas.getByRole('article', { name: product.title })).toBeVisible();
  },
};

/** A slow content service: the heading stays and "Loading..." shows until the cards replace it. */
export const Slow: Story = {
  parameters: { msw: storyScenario('content:slow') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Top Selling Products' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(featured.length), {
      timeout: 5000,
    });
    await expect(canvas.queryByText('Loading...')).toBeNull();
  },
};

/** The content service answers 500: the error and Try again instead of an empty section. */
export const ServerError: Story = {
  parameters: { msw: storyScenario('content:error') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong!');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The request never reaches the server (offline): the same error as a server failure. */
export const NetworkFailure: Story = {
  parameters: { msw: storyScenario('content:network') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Something went wrong!',
    );
  },
};

/** The service has no featured products: the "coming soon" line, not an error. */
export const Empty: Story = {
  parameters: { msw: storyScenario('content:empty') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'New favourites are on their way. Please check back soon.',
      ),
    ).toBeVisible();
  },
};

const requests: URL[] = [];

/** The first request fails, the next ones reach the demo back end. */
export const RetryAfterError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(productsUrl, ({ request }) => {
          requests.push(new URL(request.url));
        }),
        http.get(
          productsUrl,
          () =>
            HttpResponse.json(
              { data: null, error: { status: 500, name: 'InternalServerError', message: 'Down' } },
              { status: 500 },
            ),
          { once: true },
        ),
      ],
    },
  },
  beforeEach: () => {
    requests.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Something went wrong!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(featured.length));
    await expect(requests).toHaveLength(2);
    await expect(requests[1]!.searchParams.get('filters[type][$eq]')).toBe('featured');
    await expect(canvas.queryByText('Something went wrong!')).toBeNull();
  },
};

/** On a product page: the product on show is left out and only three others are offered. */
export const ExcludesAndLimits: Story = {
  args: { excludeId: 99, limit: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    await expect(canvas.queryByRole('article', { name: 'Pistachio Kunafa Medjool' })).toBeNull();
  },
};

/** Adding from the loaded list tells the page which product, and a toast confirms it to the shopper. */
export const AddToCart: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Pistachio Kunafa Medjool' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 99 }));
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getByText(
          'Pistachio Kunafa Medjool added to the cart',
        ),
      ).toBeVisible(),
    );
  },
};

/** Four products at phone width: two columns of two cards, each still readable. */
export const Narrow: Story = {
  args: { limit: 4 },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
};

/** The loaded list right to left, with the Arabic heading and product names. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'المنتجات الأكثر مبيعًا' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('article')).toHaveLength(featured.length),
    );
  },
};

/** The load error in Arabic, as an Arabic-speaking shopper would see a server failure. */
export const ArabicError: Story = {
  globals: { locale: 'ar' },
  args: { title: 'المنتجات الأكثر مبيعًا' },
  parameters: { msw: storyScenario('content:error') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('حدث خطأ ما!')).toBeVisible();
  },
};

/** The loaded list in Japanese, to check the heading and card titles. */
export const Japanese: Story = { globals: { locale: 'ja' }, args: { title: '売れ筋商品' } };
