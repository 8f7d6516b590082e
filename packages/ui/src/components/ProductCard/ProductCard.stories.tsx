import { useRef, type ReactNode } from 'react';
import { formatPercent } from '@rimal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addToCart, paths, type CartLine, type Product } from '@rimal/core';
import { demoCart, demoProduct } from '../../fixtures/catalog';
import { inEveryLanguage, koreanFallback } from '../../fixtures/productLanguages';
import { ProductCard, ProductCardSkeleton, type ProductCardProps } from './ProductCard';
import { ProductBadges, ProductPrice } from './ProductPrice';

interface Args {
  product: Product;
  /** The cart before the first add, built by core's rules. */
  cart?: CartLine[];
  /** Spy: the product the card asked to add. */
  onAdd?: (product: Product) => void;
  headingLevel?: ProductCardProps['headingLevel'];
}

/** A card whose Add to cart applies core's real `addToCart` to a local cart. */
function CardDemo({ product, cart = [], onAdd, headingLevel }: Args) {
  const lines = useRef(cart);
  return (
    <div style={{ maxInlineSize: '18rem' }}>
      <ProductCard
        product={product}
        headingLevel={headingLevel}
        onAddToCart={(wanted) => {
          onAdd?.(wanted);
          const result = addToCart(lines.current, wanted, 1);
          lines.current = result.lines;
          return result.refusal;
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shop/ProductCard',
  component: CardDemo,
  subcomponents: { ProductCard, ProductPrice, ProductBadges, ProductCardSkeleton },
  args: { product: demoProduct(90), onAdd: fn() },
} satisfies Meta<typeof CardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Clicks Add to cart and returns the toast showing `text`, with its placement. */
async function addAndFindToast(canvasElement: HTMLElement, text: string, name = 'Add to cart') {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const message = await page(canvasElement).findByText(text);
  return message.closest<HTMLElement>('[data-placement]')!;
}

/** A product as the shop lists it: image, title, weight, price in AED, Add to cart and Learn More. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Dark Chocolate Khalas Dates' });
    await expect(within(card).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(within(card).getByText('100 g')).toBeVisible();
    await expect(within(card).getByText('AED 12.50')).toBeVisible();
    await expect(within(card).queryByText(/Was /)).toBeNull();
    await expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
  },
};

/** Add to cart adds one piece and a toast names the product; the button is described by the title. */
export const AddToCartSucceeds: Story = {
  play: async ({ canvasElement, args }) => {
    const region = await addAndFindToast(
      canvasElement,
      'Dark Chocolate Khalas Dates added to the cart',
    );
    await expect(args.onAdd).toHaveBeenCalledWith(demoProduct(90));
    await expect(region).toHaveAttribute('data-placement', 'bottom-start');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add to cart' }),
    ).toHaveAccessibleDescription('Dark Chocolate Khalas Dates');
  },
};

/** Learn More leads to the product's page: its address is built from the product id. */
export const LearnMoreLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Learn more about Dark Chocolate Khalas Dates' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', paths.product(90));
    await expect(link).toHaveTextContent('Learn More');
  },
};

/** A discounted product: the old price struck through and a -20% badge, heard as "Was AED …" and "20% off". */
export const Discounted: Story = {
  args: { product: demoProduct(99) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-20%')).toBeVisible();
    await expect(canvas.getByText('20% off')).toBeInTheDocument();
    await expect(canvas.getByText('AED 30.00')).toBeVisible();
    await expect(canvas.getByText('Was AED 37.50')).toBeInTheDocument();
    const struck = canvas.getByText('AED 37.50');
    await expect(struck.tagName).toBe('S');
    await expect(struck).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Sold out: the badge says so, and Add to cart still answers with a toast saying why nothing was added. */
export const OutOfStock: Story = {
  args: { product: demoProduct(95) },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Out of stock')).toBeVisible();
    const region = await addAndFindToast(canvasElement, 'Temporary out of stock');
    await expect(region).toHaveAttribute('data-placement', 'bottom-start');
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(page(canvasElement).queryByText(/added to the cart/)).toBeNull();
  },
};

/** A flash-sale product with its badge; the shop caps flash-sale pieces in the cart. */
export const FlashSale: Story = {
  args: { product: demoProduct(100) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Flash sale')).toBeVisible();
    await addAndFindToast(canvasElement, 'Sea Salt Date Chips added to the cart');
  },
};

/** The cart already holds two flash-sale pieces: a third is refused and the toast says why. */
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
    await expect(region).toHaveAttribute('data-placement', 'bottom-start');
  },
};

/** The cart already holds the most pieces of this product: Add to cart is refused with a message. */
export const AtQuantityCap: Story = {
  args: { product: demoProduct(99), cart: demoCart([[99, 2]]) },
  play: async ({ canvasElement }) => {
    await addAndFindToast(canvasElement, 'You can order at most 2 of this product');
  },
};

/** Adding again and again reaches the cap on the third click: the refusal comes at the right moment. */
export const ReachesTheCapOnTheThirdAdd: Story = {
  args: { product: demoProduct(99) },
  play: async ({ canvasElement, args }) => {
    await addAndFindToast(canvasElement, 'Pistachio Kunafa Medjool added to the cart');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await addAndFindToast(canvasElement, 'You can order at most 2 of this product');
    await expect(args.onAdd).toHaveBeenCalledTimes(3);
  },
};

/** A very long English title wraps inside the card without pushing the price or the buttons out. */
export const LongTitle: Story = {
  args: {
    product: {
      ...demoProduct(96),
      title:
        'Hand-finished Medjool dates with Iranian pistachio, rose petals and 24-carat gold leaf, gift box of twenty-four',
    },
  },
};

/** A Japanese title with no spaces still breaks inside the card (CJK has no spaces to break at). */
export const UnbrokenJapaneseTitle: Story = {
  globals: { locale: 'ja' },
  args: {
    product: {
      ...demoProduct(99),
      title:
        '手仕上げピスタチオクナーファ入りメジュールデーツチョコレートがけ二十四個入り贈答用化粧箱',
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** A product with no image keeps the image box, so the grid's rows stay even. */
export const WithoutImage: Story = {
  args: { product: { ...demoProduct(90), img: null, img2: null, imgPath: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article').querySelector('img')).toBeNull();
  },
};

/** The title as a level-2 heading, for a page where the cards sit directly under the page title. */
export const HeadingLevelTwo: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Dark Chocolate Khalas Dates' }),
    ).toBeVisible();
  },
};

/** The card at its narrowest column: price and buttons stack instead of overflowing. */
export const Narrow: Story = {
  args: { product: demoProduct(99) },
  decorators: [(Story) => <div style={{ maxInlineSize: '11rem' }}>{Story()}</div>],
};

function SideBySide({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 16rem)', gap: '1rem' }}>
      {children}
    </div>
  );
}

/** The loading card beside a loaded one: the same height, so nothing moves when products arrive. */
export const Skeleton: Story = {
  render: () => (
    <SideBySide>
      <ProductCardSkeleton />
      <ProductCard product={demoProduct(100)} onAddToCart={() => undefined} />
    </SideBySide>
  ),
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector<HTMLElement>('[data-skeleton]')!;
    const card = within(canvasElement).getByRole('article');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    const skeletonImage = skeleton.firstElementChild!.getBoundingClientRect();
    const cardImage = card.firstElementChild!.getBoundingClientRect();
    await expect(skeletonImage.height).toBeCloseTo(cardImage.height, 0);
    await waitFor(() =>
      expect(
        Math.abs(skeleton.getBoundingClientRect().height - card.getBoundingClientRect().height),
      ).toBeLessThanOrEqual(2),
    );
  },
};

/** Pinned to Arabic: right to left, the price and percentage written the Arabic way, the toast in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { product: demoProduct(99) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Intl writes the percentage with direction marks, so it reads "-20%" in the right order.
    await expect(canvas.getByText(`خصم ${formatPercent(0.2, 'ar')}`)).toBeInTheDocument();
    await expect(canvas.getByText(formatPercent(-0.2, 'ar'))).toBeVisible();
    await addAndFindToast(
      canvasElement,
      `تمت إضافة ${demoProduct(99, 'ar').title} إلى السلة`,
      'أضف إلى السلة',
    );
  },
};

/** A sold-out product in Arabic: the badge and the refusal toast read right to left. */
export const ArabicOutOfStock: Story = {
  globals: { locale: 'ar' },
  args: { product: demoProduct(95) },
  play: async ({ canvasElement }) => {
    await addAndFindToast(canvasElement, 'غير متوفر مؤقتًا', 'أضف إلى السلة');
  },
};

/** Pinned to Japanese: the CJK face and line breaking. */
export const Japanese: Story = { globals: { locale: 'ja' }, args: { product: demoProduct(99) } };
/** Pinned to Hindi: Devanagari text, which runs longer than English, in the same card. */
export const Hindi: Story = { globals: { locale: 'hi' }, args: { product: demoProduct(95) } };

/** Every language at once: each frame shows the product in its own language's words. */
export const EveryLanguage: Story = inEveryLanguage(3, async (frame, shown) => {
  await expect(within(frame).getByText(shown.weight)).toBeVisible();
});

/** Product 91 has no Korean translation: its English words, and nothing says so. */
export const KoreanFallback: Story = koreanFallback(3);
