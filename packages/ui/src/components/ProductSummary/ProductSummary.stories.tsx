import { isolate } from '@rimal/i18n';
import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addToCart, paths, type CartLine, type Product } from '@rimal/core';
import { demoCart, demoProduct } from '../../fixtures/catalog';
import { inEveryLanguage, koreanFallback } from '../../fixtures/productLanguages';
import { BackToShopLink, ProductSummary } from './ProductSummary';

interface Args {
  product: Product;
  /** The cart before the first add, built by core's rules. */
  cart?: CartLine[];
  /** Spy: what the summary asked to add. */
  onAdd?: (product: Product, quantity: number) => void;
}

/** The summary with ADD TO CART applying core's real `addToCart` to a local cart. */
function SummaryDemo({ product, cart = [], onAdd }: Args) {
  const lines = useRef(cart);
  return (
    <div style={{ maxInlineSize: '36rem' }}>
      <ProductSummary
        product={product}
        onAddToCart={(wanted, quantity) => {
          onAdd?.(wanted, quantity);
          const result = addToCart(lines.current, wanted, quantity);
          lines.current = result.lines;
          return result.refusal;
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shop/ProductSummary',
  component: SummaryDemo,
  subcomponents: { ProductSummary, BackToShopLink },
  args: { product: demoProduct(90), onAdd: fn() },
} satisfies Meta<typeof SummaryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Presses ADD TO CART and returns the toast showing `text`, with its placement. */
async function addAndFindToast(canvasElement: HTMLElement, text: string, name = 'ADD TO CART') {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const message = await page(canvasElement).findByText(text);
  return message.closest<HTMLElement>('[data-placement]')!;
}

/** The product's title, price, weight and description, with the quantity starting at 1. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const product = demoProduct(90);
    await expect(canvas.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(canvas.getByText('AED 12.50')).toBeVisible();
    await expect(canvas.getByText(`Weight - ${isolate('100 g')}`)).toBeVisible();
    await expect(canvas.getByText(product.desc)).toBeVisible();
    const stepper = canvas.getByRole('group', { name: `Quantity of ${product.title}` });
    await expect(within(stepper).getByRole('status')).toHaveTextContent('1');
  },
};

/** The quantity cannot go below 1; raised to 3, Add to cart adds three and a toast confirms it. */
export const StepperFloorAndAddThree: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const value = within(canvas.getByRole('group', { name: /^Quantity of/ })).getByRole('status');
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease);
    await expect(value).toHaveTextContent('1');
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(value).toHaveTextContent('3');
    const region = await addAndFindToast(
      canvasElement,
      'Dark Chocolate Khalas Dates added to the cart',
    );
    await expect(args.onAdd).toHaveBeenCalledWith(demoProduct(90), 3);
    await expect(region).toHaveAttribute('data-placement', 'top-end');
  },
};

/** Plus never stops at a number: the cart's own limits decide, and the toast explains any refusal. */
export const PlusIsUnbounded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });
    for (let step = 0; step < 14; step++) await userEvent.click(increase);
    await expect(
      within(canvas.getByRole('group', { name: /^Quantity of/ })).getByRole('status'),
    ).toHaveTextContent('15');
    await expect(increase).not.toHaveAttribute('aria-disabled');
  },
};

/** A discounted product: the -20% badge, the new price and the old one, with words for screen readers. */
export const Discounted: Story = {
  args: { product: demoProduct(99) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-20%')).toBeVisible();
    await expect(canvas.getByText('20% off')).toBeInTheDocument();
    await expect(canvas.getByText('AED 30.00')).toBeVisible();
    await expect(canvas.getByText('Was AED 37.50')).toBeInTheDocument();
    await expect(canvas.getByText(`Weight - ${isolate('200 g')}`)).toBeVisible();
  },
};

/** Sold out: Add to cart still works and the refusal toast says why, rather than a silent disabled button. */
export const OutOfStock: Story = {
  args: { product: demoProduct(95) },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Out of stock')).toBeVisible();
    const button = within(canvasElement).getByRole('button', { name: 'ADD TO CART' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    const region = await addAndFindToast(canvasElement, 'Temporary out of stock');
    await expect(region).toHaveAttribute('data-placement', 'top-end');
    await expect(args.onAdd).toHaveBeenCalledWith(demoProduct(95), 1);
  },
};

/** A product on flash sale: the badge that draws the shopper to a limited offer. */
export const FlashSale: Story = {
  args: { product: demoProduct(101) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Flash sale')).toBeVisible();
  },
};

/** Two flash sale items already in the cart: a third is refused with a toast naming the limit. */
export const FlashSaleLimitReached: Story = {
  args: {
    product: demoProduct(102),
    cart: demoCart([
      [100, 1],
      [101, 1],
    ]),
  },
  play: async ({ canvasElement }) => {
    const region = await addAndFindToast(
      canvasElement,
      'You can only add up to 2 flash sale items to the cart',
    );
    await expect(region).toHaveAttribute('data-placement', 'top-end');
  },
};

/** Three chosen of a product limited to two: the toast says at most 2 can be ordered. */
export const MoreThanTheCap: Story = {
  args: { product: demoProduct(99) },
  play: async ({ canvasElement, args }) => {
    const increase = within(canvasElement).getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await addAndFindToast(canvasElement, 'You can order at most 2 of this product');
    await expect(args.onAdd).toHaveBeenCalledWith(demoProduct(99), 3);
  },
};

/** The cart already holds the most allowed: adding one more is refused with the same toast. */
export const AlreadyAtTheCap: Story = {
  args: { product: demoProduct(99), cart: demoCart([[99, 2]]) },
  play: async ({ canvasElement }) => {
    await addAndFindToast(canvasElement, 'You can order at most 2 of this product');
  },
};

/** A very long title wraps above the price without pushing the purchase controls out. */
export const LongTitle: Story = {
  args: {
    product: {
      ...demoProduct(96),
      title:
        'Hand-finished Medjool dates with Iranian pistachio, rose petals and 24-carat gold leaf, gift box of twenty-four',
    },
  },
};

/** A discounted product at phone width: badges, prices and the stepper fit the column. */
export const Narrow: Story = {
  args: { product: demoProduct(99) },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
};

/** Right to left: the weight keeps its own order inside the Arabic sentence, and adding confirms in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { product: demoProduct(99) },
  play: async ({ canvasElement }) => {
    const arabic = demoProduct(99, 'ar');
    // The weight is isolated so it reads in its own order inside the Arabic sentence.
    await expect(
      within(canvasElement).getByText(`الوزن - ${isolate(arabic.weight)}`),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      arabic.title,
    );
    await addAndFindToast(canvasElement, `تمت إضافة ${arabic.title} إلى السلة`, 'أضف إلى السلة');
  },
};

/** A sold-out product in Arabic: the refusal toast reads right to left. */
export const ArabicOutOfStock: Story = {
  globals: { locale: 'ar' },
  args: { product: demoProduct(95) },
  play: async ({ canvasElement }) => {
    await addAndFindToast(canvasElement, 'غير متوفر مؤقتًا', 'أضف إلى السلة');
  },
};

/** A discounted product in Japanese, to check the badges, prices and button. */
export const Japanese: Story = { globals: { locale: 'ja' }, args: { product: demoProduct(99) } };
/** A flash sale product in Hindi, to check the badge, price and button in Devanagari. */
export const Hindi: Story = { globals: { locale: 'hi' }, args: { product: demoProduct(102) } };

/** Back to Shop on its own: the first Tab stop, leading to the shop. */
export const BackToShop: Story = {
  render: () => <BackToShopLink />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to Shop' });
    await expect(link).toHaveAttribute('href', paths.shop);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** In Arabic the link's arrow is mirrored, so it still points back. */
export const BackToShopArabic: Story = {
  ...BackToShop,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'العودة إلى المتجر' });
    await waitFor(() =>
      expect(getComputedStyle(link.querySelector('svg')!).transform).not.toBe('none'),
    );
  },
};

/** Every language at once: each frame shows the product in its own language's words. */
export const EveryLanguage: Story = inEveryLanguage(1, async (frame, shown) => {
  await expect(within(frame).getByText(shown.desc)).toBeVisible();
});

/** Product 91 has no Korean translation: its English words, and nothing says so. */
export const KoreanFallback: Story = koreanFallback(1);
