import { isolate, pageInLanguage } from '@rimal/i18n';
import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addToCart, paths, type Product } from '@rimal/core';
import { demoProduct, demoProducts } from '../../fixtures/catalog';
import { Button } from '../Button';
import { FeaturedList } from '../FeaturedProducts';
import { ProductDetail, productDetailStatuses, type ProductDetailProps } from './ProductDetail';

/** Adds to an empty cart through core's real rules, so refusals (out of stock, caps) are real. */
const addThroughCore = (product: Product, quantity: number) =>
  addToCart([], product, quantity).refusal;

const meta = {
  title: 'Shop/ProductDetail',
  component: ProductDetail,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    product: demoProduct(99),
    onAddToCart: fn(addThroughCore),
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: productDetailStatuses } },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Room for the two columns, whatever the test browser's window. */
const wide: Decorator = (Story) => <div style={{ inlineSize: '64rem' }}>{Story()}</div>;
const narrow: Decorator = (Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>;

const product = demoProduct(99);
const rootOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-status]')!;
/**
 * An element's box where it sits on the page, not on the screen: a click on a button below the
 * fold scrolls it into view (smoothly), which moves every box on the screen and is no shift.
 */
const box = (element: Element) => {
  const { top, right, bottom, left, width, height } = element.getBoundingClientRect();
  const { scrollX, scrollY } = element.ownerDocument.defaultView ?? window;
  return {
    top: top + scrollY,
    right: right + scrollX,
    bottom: bottom + scrollY,
    left: left + scrollX,
    width,
    height,
  };
};
/** Waits for the flow toast (top-end, the detail page's placement) saying `text`. */
async function expectToast(canvasElement: HTMLElement, text: string) {
  const message = await within(canvasElement.ownerDocument.body).findByText(text);
  await waitFor(() => expect(message).toBeVisible());
  await expect(message.closest('[data-placement]')).toHaveAttribute('data-placement', 'top-end');
}
/** The page's own live region (the quantity stepper and the related list have theirs). */
const pageStatus = (canvasElement: HTMLElement) =>
  rootOf(canvasElement).querySelector<HTMLElement>(':scope > [role="status"]')!;

/** The loaded product page: gallery at the start, title, price and weight beside it, nothing busy. */
export const Ready: Story = {
  decorators: [wide],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rootOf(canvasElement)).toHaveAttribute('data-status', 'ready');
    await expect(canvas.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(canvas.getByText('AED 30.00')).toBeVisible();
    await expect(canvas.getByText(`Weight - ${isolate('200 g')}`)).toBeVisible();
    await expect(canvas.getByRole('img', { name: product.title })).toHaveAttribute(
      'src',
      product.img,
    );
    await expect(pageStatus(canvasElement)).toBeEmptyDOMElement();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
    // Gallery at the inline start (left in English), summary at the inline end, side by side.
    const gallery = box(canvas.getByRole('group', { name: 'Product images' }));
    const summary = box(canvas.getByRole('heading', { level: 1 }));
    await expect(gallery.right).toBeLessThanOrEqual(summary.left);
    await expect(summary.top).toBeLessThan(gallery.bottom);
  },
};

/** Choosing three and adding: the cart gets all three at once, and a toast confirms it. */
export const AddToCartWithQuantity: Story = {
  decorators: [wide],
  args: { product: demoProduct(90) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }));
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await expect(args.onAddToCart).toHaveBeenCalledWith(demoProduct(90), 3);
    await expectToast(canvasElement, 'Dark Chocolate Khalas Dates added to the cart');
  },
};

/** A thumbnail swaps the main image, so the shopper can see the product from each side. */
export const ThumbnailsSwitchTheImage: Story = {
  decorators: [wide],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = () => canvas.getByRole('img', { name: product.title });
    await expect(main()).toHaveAttribute('src', product.img);
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 2 of 2' }));
    await expect(main()).toHaveAttribute('src', product.img2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 1 of 2' }));
    await expect(main()).toHaveAttribute('src', product.img);
  },
};

/** Back to Shop is the first Tab stop, so a keyboard user can leave before the gallery. */
export const BackToShop: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to Shop' });
    await expect(link).toHaveAttribute('href', paths.shop);
    // First in the page, before the gallery and the summary.
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Skeletons in the shape of the page and "Loading product..." announced; Back to Shop is still there. */
export const Loading: Story = {
  args: { status: 'loading', product: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rootOf(canvasElement)).toHaveAttribute('data-status', 'loading');
    await expect(pageStatus(canvasElement)).toHaveTextContent('Loading product...');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Loading product...' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute(
      'href',
      paths.shop,
    );
    const skeletons = canvasElement.querySelectorAll('[data-skeleton]');
    await expect(skeletons.length).toBeGreaterThan(0);
  },
};

/** Moving to another product: the previous one is hidden while the next loads, so it cannot be added by mistake. */
export const LoadingWithAPreviousProduct: Story = {
  args: { status: 'loading', product: demoProduct(90) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The previous product is not offered while the next one loads.
    await expect(canvas.queryByText(demoProduct(90).title)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'ADD TO CART' })).toBeNull();
    await expect(pageStatus(canvasElement)).toHaveTextContent('Loading product...');
  },
};

/** Loading, then the product arrives: the boxes the shopper sees do not move. */
function LoadsInPlace(props: ProductDetailProps) {
  const [status, setStatus] = useState<ProductDetailProps['status']>('loading');
  return (
    <>
      <ProductDetail
        {...props}
        status={status}
        product={status === 'ready' ? props.product : undefined}
      />
      <Button variant="secondary" onClick={() => setStatus('ready')}>
        Finish loading
      </Button>
    </>
  );
}

/** Measures the boxes that the skeleton stands in for. */
function layoutBoxes(canvasElement: HTMLElement) {
  const root = rootOf(canvasElement);
  const ready = root.dataset.status === 'ready';
  const title = within(root).queryByRole('heading', { level: 1 })?.textContent ?? '';
  const main = ready
    ? within(root).getByRole('img', { name: title }).parentElement!
    : root.querySelector('[data-skeleton="gallery"] [data-skeleton]')!.parentElement!;
  const thumbnails = ready
    ? within(root).getAllByRole('button', { name: /^Show image/ })
    : [...root.querySelectorAll('[data-skeleton="gallery"] [data-skeleton]')].slice(1);
  const summaryColumn = ready
    ? within(root).getByRole('heading', { level: 1 }).parentElement!.parentElement!
    : root.querySelector('[data-skeleton="summary"]')!;
  const purchase = ready
    ? within(root).getByRole('button', { name: 'ADD TO CART' })
    : [...root.querySelectorAll('[data-skeleton="summary"] [data-skeleton]')].at(-1)!;
  return {
    main: box(main),
    thumbnails: thumbnails.map(box),
    summaryTop: box(summaryColumn).top,
    purchaseHeight: box(purchase).height,
  };
}

const loadsWithoutShift: Story['play'] = async ({ canvasElement }) => {
  // In Storybook's preview the play can start before the web fonts are in and the first frame
  // is laid out with them: measured then, the skeleton's boxes are not yet where they settle.
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const before = layoutBoxes(canvasElement);
  await expect(before.main.height).toBeCloseTo(before.main.width, 0);
  await expect(before.thumbnails).toHaveLength(2);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Finish loading' }));
  await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-status', 'ready'));
  const after = layoutBoxes(canvasElement);
  for (const side of ['top', 'left', 'width', 'height'] as const)
    await expect(after.main[side]).toBeCloseTo(before.main[side], 0);
  await expect(after.thumbnails).toHaveLength(2);
  for (const [index, thumbnail] of after.thumbnails.entries())
    for (const side of ['top', 'left', 'width', 'height'] as const)
      await expect(thumbnail[side]).toBeCloseTo(before.thumbnails[index]![side], 0);
  await expect(after.summaryTop).toBeCloseTo(before.summaryTop, 0);
  await expect(after.purchaseHeight).toBeCloseTo(before.purchaseHeight, 0);
};

/** Skeleton to product on a wide screen: the image, thumbnails, title and button stay where they were. */
export const LoadsWithoutShift: Story = {
  render: (args) => <LoadsInPlace {...args} />,
  decorators: [wide],
  play: loadsWithoutShift,
};

/** Skeleton to product at phone width: nothing jumps as the product arrives in one column. */
export const LoadsWithoutShiftNarrow: Story = {
  render: (args) => <LoadsInPlace {...args} />,
  decorators: [narrow],
  play: loadsWithoutShift,
};

/** The product failed to load: the heading takes focus, with Try again and the way back to the shop. */
export const Error: Story = {
  args: { status: 'error', product: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      level: 1,
      name: 'We could not load this product.',
    });
    await expect(heading).toBeVisible();
    // The error takes focus in an effect, after it has painted.
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(
        'Please check your connection and try again, or head back to the shop to keep browsing.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute(
      'href',
      paths.shop,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The load error with no retry handler: no dead Try again button, only Back to Shop. */
export const ErrorWithoutRetry: Story = {
  args: { status: 'error', product: undefined, onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** An error whose retry starts loading again, as the app's loader does. */
function RetryDemo(props: ProductDetailProps) {
  const [status, setStatus] = useState<ProductDetailProps['status']>('error');
  return (
    <ProductDetail
      {...props}
      status={status}
      onRetry={() => {
        props.onRetry?.();
        setStatus('loading');
      }}
    />
  );
}

/** Try again starts loading again and keeps focus on the page rather than dropping it. */
export const RetryLoadsAgain: Story = {
  render: (args) => <RetryDemo {...args} />,
  args: { product: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(pageStatus(canvasElement)).toHaveTextContent('Loading product...'));
    // Focus stays on the page instead of falling back to <body> with the removed button.
    await expect(rootOf(canvasElement)).toHaveFocus();
  },
};

/** A sold-out product: marked Out of stock, and adding it is refused with a toast saying why. */
export const OutOfStockProduct: Story = {
  args: { product: demoProduct(95) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(demoProduct(95), 1);
    await expectToast(canvasElement, 'Temporary out of stock');
  },
};

/** The longest description of the catalog under a title far longer than any demo title. */
const longProduct: Product = {
  ...demoProducts.reduce((longest, candidate) =>
    candidate.desc.length > longest.desc.length ? candidate : longest,
  ),
  title:
    'Hand-finished Medjool dates with Iranian pistachio, rose petals and 24-carat gold leaf, gift box of twenty-four',
};

const noOverflow: Story['play'] = async ({ canvasElement }) => {
  const root = rootOf(canvasElement);
  await expect(
    within(root).getByRole('heading', { level: 1, name: longProduct.title }),
  ).toBeVisible();
  await expect(within(root).getByText(longProduct.desc)).toBeVisible();
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

/** The longest description under a very long title on a wide screen: nothing overflows the page. */
export const LongTitleAndDescription: Story = {
  args: { product: longProduct },
  decorators: [wide],
  play: noOverflow,
};

/** The longest texts at phone width: one column, the summary under the gallery, nothing overflowing. */
export const Narrow: Story = {
  args: { product: longProduct },
  decorators: [narrow],
  play: async (context) => {
    await noOverflow(context);
    const canvas = within(context.canvasElement);
    // One column: the summary comes below the gallery.
    const gallery = box(canvas.getByRole('group', { name: 'Product images' }));
    const title = box(canvas.getByRole('heading', { level: 1 }));
    await expect(title.top).toBeGreaterThanOrEqual(gallery.bottom);
  },
};

/**
 * Right to left: the gallery moves to the right, the back link stays in Arabic (`/ar/…`), and
 * the Arabic Add to cart still adds the product.
 */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  decorators: [wide],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'العودة إلى المتجر' })).toHaveAttribute(
      'href',
      pageInLanguage(paths.shop, 'ar'),
    );
    // The gallery sits at the inline start: on the right in Arabic.
    const gallery = box(canvas.getByRole('group', { name: 'صور المنتج' }));
    const title = box(canvas.getByRole('heading', { level: 1 }));
    await expect(gallery.left).toBeGreaterThanOrEqual(title.right);
    await userEvent.click(canvas.getByRole('button', { name: 'أضف إلى السلة' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(product, 1);
  },
};

/** Loading in Arabic: the Arabic status is announced while the skeletons show. */
export const ArabicLoading: Story = {
  globals: { locale: 'ar' },
  args: { status: 'loading', product: undefined },
  play: async ({ canvasElement }) => {
    await expect(pageStatus(canvasElement)).toHaveTextContent('جارٍ تحميل المنتج...');
  },
};

/** The load error in Arabic, with its Arabic heading. */
export const ArabicError: Story = {
  globals: { locale: 'ar' },
  args: { status: 'error', product: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'تعذّر علينا تحميل هذا المنتج.' }),
    ).toBeVisible();
  },
};

/** The product page in Japanese, with the Japanese Back to Shop. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'ショップに戻る' })).toBeVisible();
  },
};

/** The longest texts in Hindi at phone width: Devanagari wraps without overflowing the page. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { product: longProduct },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const root = rootOf(canvasElement);
    await expect(within(root).getByRole('link', { name: 'शॉप पर वापस जाएँ' })).toBeVisible();
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The app passes the "Top Selling Products" list; here the featured list with demo products. */
function TopSelling() {
  const { t } = useTranslation('shop');
  return (
    <FeaturedList
      title={t('detail.topSelling')}
      status="ready"
      products={demoProducts.filter((candidate) => candidate.type === 'featured').slice(0, 4)}
      onAddToCart={(candidate) => addThroughCore(candidate, 1)}
    />
  );
}

/** Top Selling Products below the product, after its Add to cart, to lead the shopper on. */
export const WithRelated: Story = {
  args: { related: <TopSelling /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const related = canvas.getByRole('region', { name: 'Top Selling Products' });
    await expect(within(related).getByRole('heading', { level: 2 })).toBeVisible();
    // Below the product, after its purchase controls.
    const addButton = canvas.getByRole('button', { name: 'ADD TO CART' });
    await expect(box(related).top).toBeGreaterThan(box(addButton).bottom);
  },
};

/** The related list stays visible while the product itself loads. */
export const WithRelatedWhileLoading: Story = {
  args: { status: 'loading', product: undefined, related: <TopSelling /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Top Selling Products' })).toBeVisible();
    await expect(pageStatus(canvasElement)).toHaveTextContent('Loading product...');
  },
};
