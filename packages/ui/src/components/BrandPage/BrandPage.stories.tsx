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

export const ErrorWithRetry: Story = {
  args: { status: 'error', products: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the products.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorWithoutRetry: Story = {
  args: { status: 'error', products: [], onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

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

export const Narrow: Story = { decorators: narrow };
export const NarrowLoading: Story = { decorators: narrow, args: { status: 'loading' } };
export const Arabic: Story = { globals: { locale: 'ar' } };
export const ArabicError: Story = { globals: { locale: 'ar' }, args: { status: 'error' } };
export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    brand: 'vegan',
    backgroundSrc: media(siteMedia.brandBackgrounds.vegan),
    products: products([91, 94, 92, 90]),
  },
};
export const HindiNarrow: Story = {
  globals: { locale: 'hi' },
  decorators: narrow,
  args: {
    brand: 'bites',
    backgroundSrc: media(siteMedia.brandBackgrounds.bites),
    products: products([101, 100, 102]),
  },
};
