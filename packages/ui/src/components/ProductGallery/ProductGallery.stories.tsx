import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoProduct } from '../../fixtures/catalog';
import { Button } from '../Button';
import { ProductGallery } from './ProductGallery';

const meta = {
  title: 'Shop/ProductGallery',
  component: ProductGallery,
  args: { product: demoProduct(99) },
  decorators: [(Story) => <div style={{ maxInlineSize: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const product = demoProduct(99);
const mainImage = (canvasElement: HTMLElement, name = product.title) =>
  within(canvasElement).getByRole('img', { name });

/** The gallery opens on the first image, its thumbnail marked pressed so the shown one is known. */
export const StartsOnTheFirstImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Product images' })).toBeVisible();
    await expect(mainImage(canvasElement)).toHaveAttribute('src', product.img);
    await expect(canvas.getByRole('button', { name: 'Show image 1 of 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** A thumbnail swaps the main image without changing its height, so the page below does not jump. */
export const ThumbnailSwitchesTheImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Show image 1 of 2' });
    const second = canvas.getByRole('button', { name: 'Show image 2 of 2' });
    const before = mainImage(canvasElement).getBoundingClientRect();
    await userEvent.click(second);
    await expect(mainImage(canvasElement)).toHaveAttribute('src', product.img2);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(mainImage(canvasElement).getBoundingClientRect().height).toBe(before.height);
    await userEvent.click(first);
    await expect(mainImage(canvasElement)).toHaveAttribute('src', product.img);
  },
};

/** Tab reaches the thumbnails, Enter and Space switch the image: browsing without a mouse. */
export const WithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show image 1 of 2' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(mainImage(canvasElement)).toHaveAttribute('src', product.img2);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(mainImage(canvasElement)).toHaveAttribute('src', product.img);
  },
};

/** A product with a single image: no thumbnails, since there is nothing to switch to. */
export const OneImage: Story = {
  args: { product: { ...demoProduct(90), img2: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(
      within(canvasElement).getByRole('img', { name: 'Dark Chocolate Khalas Dates' }),
    ).toBeVisible();
  },
};

/** A product with no images: the gallery shows no broken picture. */
export const NoImages: Story = {
  args: { product: { ...demoProduct(90), img: null, img2: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** The detail page keeps the gallery mounted when the shopper opens another product. */
function SwitchingProducts() {
  const [id, setId] = useState(99);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Button variant="secondary" onClick={() => setId(id === 99 ? 90 : 99)}>
        Next product
      </Button>
      <ProductGallery product={demoProduct(id)} />
    </div>
  );
}

/** Opening another product starts on its first image, not on the thumbnail chosen before. */
export const AnotherProductStartsOnItsFirstImage: Story = {
  render: () => <SwitchingProducts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 2 of 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next product' }));
    await expect(canvas.getByRole('img', { name: 'Dark Chocolate Khalas Dates' })).toHaveAttribute(
      'src',
      demoProduct(90).img,
    );
    await expect(canvas.getByRole('button', { name: 'Show image 1 of 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** At phone width the main image and thumbnails shrink together. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: '18rem' }}>{Story()}</div>],
};

/** Right to left: the Arabic thumbnail names switch the image, described by the Arabic product name. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'عرض الصورة 2 من 2' }));
    // The picture is described by the product's Arabic name.
    await expect(mainImage(canvasElement, demoProduct(99, 'ar').title)).toHaveAttribute(
      'src',
      product.img2,
    );
  },
};
/** The gallery in Japanese, to check the thumbnails' names and layout. */
export const Japanese: Story = { globals: { locale: 'ja' } };
