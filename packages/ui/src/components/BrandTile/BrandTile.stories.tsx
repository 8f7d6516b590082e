import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useParams } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '@rimal/core';
import { demoProduct, demoProducts } from '../../fixtures/catalog';
import { inEveryLanguage, koreanFallback } from '../../fixtures/productLanguages';
import { BrandTile } from './BrandTile';

function ProductPage() {
  const { id } = useParams();
  return <p>Product detail {id}</p>;
}

const meta = {
  title: 'Brands/BrandTile',
  component: BrandTile,
  args: { product: demoProduct(99) },
  decorators: [
    (Story, { parameters }) => (
      <Routes>
        <Route
          path="/"
          element={
            <div style={{ maxInlineSize: (parameters.tileWidth as string) ?? '18rem' }}>
              {Story()}
            </div>
          }
        />
        <Route path={paths.productPattern} element={<ProductPage />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof BrandTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tile as on a brand page: image, title, price, and Order Now named with the title for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = demoProduct(99).title;
    await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    const link = canvas.getByRole('link', { name: `Order Now ${title}` });
    await expect(link).toHaveAttribute('href', paths.product(99));
    await expect(link).toHaveTextContent('Order Now');
    await expect(canvas.getByText('AED 30.00')).toBeVisible();
  },
};

/** A click on the image lands on the link: the whole tile opens the product, not only its button. */
export const WholeTileIsTheLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    const image = canvasElement.querySelector('img')!;
    const box = image.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    await expect(link.contains(hit)).toBe(true);
    await userEvent.click(link);
    await expect(await canvas.findByText('Product detail 99')).toBeVisible();
  },
};

/** Tab reaches the tile's single link and Enter opens the product: one stop per tile for keyboard users. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Product detail 99')).toBeVisible();
  },
};

/** A sold-out product: the Out of stock badge shows, yet the tile still links to its detail page. */
export const OutOfStock: Story = {
  args: { product: demoProduct(95) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', paths.product(95));
  },
};

/** A product on flash sale: the badge that draws the shopper to a time-limited price. */
export const FlashSale: Story = {
  args: { product: demoProduct(101) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Flash sale')).toBeVisible();
  },
};

/** A very long English title: it must wrap inside the tile without pushing the price or link out. */
export const LongTitle: Story = {
  args: {
    product: {
      ...demoProduct(96),
      title:
        'Hand-finished Medjool dates with Iranian pistachio, rose petals and 24-carat gold leaf, gift box of twenty-four',
    },
  },
};

/** A long Japanese title with no spaces: it must break within the tile instead of overflowing. */
export const UnbrokenTitle: Story = {
  globals: { locale: 'ja' },
  args: {
    product: {
      ...demoProduct(96),
      title:
        '金箔とピスタチオとローズペタルを添えたメジュールデーツのダークチョコレートがけ二十四個入りギフトボックス',
    },
  },
};

/** A product with no image: the tile keeps its shape and its link still works. */
export const WithoutImage: Story = {
  args: { product: { ...demoProduct(90), img: null, img2: null, imgPath: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute(
      'href',
      paths.product(90),
    );
  },
};

/** Right to left: the link's accessible name starts with the Arabic "Order Now" shown on screen. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName(`اطلب الآن ${demoProduct(99, 'ar').title}`);
  },
};

/** A tile in Hindi, to check Devanagari's line height in the title and button. */
export const Hindi: Story = { globals: { locale: 'hi' }, args: { product: demoProduct(103) } };

/** Three tiles side by side, as on a brand page: titles and buttons of different lengths stay aligned. */
export const Row: Story = {
  parameters: { tileWidth: 'none' },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 16rem)', gap: '1rem' }}>
      {demoProducts.slice(0, 3).map((product) => (
        <BrandTile key={product.id} product={product} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: /^Order Now / })).toHaveLength(
      3,
    );
  },
};

/** Every language at once: each frame shows the product in its own language's words. */
export const EveryLanguage: Story = inEveryLanguage(3);

/** Product 91 has no Korean translation: its English words, and nothing says so. */
export const KoreanFallback: Story = koreanFallback(3);
