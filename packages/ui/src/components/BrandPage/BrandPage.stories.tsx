import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoEndpoints, siteMedia } from '@rimal/mocks';
import { BRAND_PAGE_PRODUCTS, paths } from '@rimal/core';
import { demoProduct } from '../../fixtures/catalog';
import { GourmetPromo } from '../GourmetPromo';
import { BrandPage } from './BrandPage';

const media = (path: string) => `${demoEndpoints.media}${path}`;

/** The product grid's region; its status line announces loading. */
const collection = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Products in this collection' }));
const products = (ids: readonly number[]) => ids.map((id) => demoProduct(id));

const meta = {
  title: 'Brands/BrandPage',
  component: BrandPage,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'gourmet',
    backgroundSrc: media(siteMedia.brandBackgrounds.gourmet),
    products: products(BRAND_PAGE_PRODUCTS.gourmet),
    onRetry: fn(),
  },
} satisfies Meta<typeof BrandPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>,
];

/** The Gourmet page as shipped: artwork, title, description, and each tile's Order Now linking to its product. */
export const Gourmet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gourmet' })).toBeVisible();
    await expect(canvas.getByText(/^Our finest dates, filled with roasted nuts/)).toBeVisible();
    const collection = canvas.getByRole('region', { name: 'Products in this collection' });
    const links = within(collection).getAllByRole('link', { name: /^Order Now / });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      BRAND_PAGE_PRODUCTS.gourmet.map(paths.product),
    );
  },
};

/** The Vegan page with its four products and its own background artwork. */
export const Vegan: Story = {
  args: {
    brand: 'vegan',
    backgroundSrc: media(siteMedia.brandBackgrounds.vegan),
    products: products([91, 94, 92, 90]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vegan' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Order Now / })).toHaveLength(4);
  },
};

/** The Bites page with only three products: the grid must not look broken when short of a row. */
export const Bites: Story = {
  args: {
    brand: 'bites',
    backgroundSrc: media(siteMedia.brandBackgrounds.bites),
    products: products([101, 100, 102]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bites' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Order Now / })).toHaveLength(3);
  },
};

/** Six skeleton tiles and a busy region while products load, so the page keeps its shape. */
export const Loading: Story = {
  args: { status: 'loading', products: [], skeletonCount: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(collection(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading products...',
    );
    await expect(
      canvas.getByRole('region', { name: 'Products in this collection' }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('brand-skeleton').children).toHaveLength(6);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Products failed to load: an alert and Try again, so the shopper is never stuck on an empty page. */
export const ErrorWithRetry: Story = {
  args: { status: 'error', products: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the products.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The error with no retry handler: no dead Try again button is shown. */
export const ErrorWithoutRetry: Story = {
  args: { status: 'error', products: [], onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A brand with no products yet: a friendly "coming soon" line instead of an empty grid. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'New treats for this collection are on their way. Please check back soon.',
      ),
    ).toBeVisible();
  },
};

/** The Gourmet page with its promo block below the grid, ending with the Back to top helper. */
export const WithGourmetPromo: Story = {
  render: (args) => (
    <BrandPage {...args}>
      <GourmetPromo productId={99} />
    </BrandPage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Back to top' })).toBeVisible();
  },
};

/** A very long product title beside short ones: tiles must wrap it without uneven breakage. */
export const LongTitles: Story = {
  args: {
    products: [
      {
        ...demoProduct(96),
        title:
          'Hand-finished Medjool dates with Iranian pistachio, rose petals and 24-carat gold leaf, gift box of twenty-four',
      },
      ...products([99, 95]),
    ],
  },
};

/** The brand page at phone width: a smaller title over the artwork and the tiles in one column. */
export const Narrow: Story = { decorators: narrow };
/** Loading at phone width: the skeleton tiles must fit the single column too. */
export const NarrowLoading: Story = { decorators: narrow, args: { status: 'loading' } };
/** Right to left: the title, description and tiles mirror, with the Arabic face. */
export const Arabic: Story = { globals: { locale: 'ar' } };
/** The load error in Arabic: the alert and Try again read right to left. */
export const ArabicError: Story = { globals: { locale: 'ar' }, args: { status: 'error' } };
/** The Vegan page in Japanese: the description and tiles in the Japanese face. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    brand: 'vegan',
    backgroundSrc: media(siteMedia.brandBackgrounds.vegan),
    products: products([91, 94, 92, 90]),
  },
};
/** The Bites page in Hindi at phone width: Devanagari text wraps inside the narrow tiles. */
export const HindiNarrow: Story = {
  globals: { locale: 'hi' },
  decorators: narrow,
  args: {
    brand: 'bites',
    backgroundSrc: media(siteMedia.brandBackgrounds.bites),
    products: products([101, 100, 102]),
  },
};
