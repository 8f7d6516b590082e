import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  backInStock,
  everyChange,
  longTitleChange,
  priceChanged,
  quantityLowered,
  removed,
  soldOut,
} from '../../fixtures/cartChanges';
import { demoProduct } from '../../fixtures/catalog';
import { inColumn } from '../../fixtures/decorators';
import { CartNotices } from './CartNotices';

const meta = {
  title: 'Shop/CartNotices',
  component: CartNotices,
  args: { changes: [priceChanged], onDismiss: fn() },
  decorators: [inColumn('26rem')],
} satisfies Meta<typeof CartNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notices' polite live region, named by its heading (the toasts have live regions too). */
const noticesOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Your cart was updated' });

/** The notice as one item of the live region: the product, then what changed. */
const itemOf = async (canvasElement: HTMLElement, title: string) => {
  const region = noticesOf(canvasElement);
  await expect(within(region).getByRole('heading', { level: 3 })).toBeVisible();
  const item = within(region).getByText(title).closest('li');
  if (!item) throw new Error(`No notice names ${title}`);
  return item;
};

/** A price moved since the item was added: old and new price, so the total at checkout is no surprise. */
export const PriceChanged: Story = {
  play: async ({ canvasElement }) => {
    const item = await itemOf(canvasElement, priceChanged.title);
    await expect(item).toHaveTextContent('Price changed from AED 30.00 to AED 27.00');
  },
};

/** A product taken off the shop: it is named and dropped, read as a warning. */
export const Removed: Story = {
  args: { changes: [removed] },
  play: async ({ canvasElement }) => {
    const item = await itemOf(canvasElement, removed.title);
    await expect(item).toHaveTextContent('No longer available: removed');
  },
};

/** A product sold out since it was added: named, and left out of the order, read as a warning. */
export const SoldOut: Story = {
  args: { changes: [soldOut] },
  play: async ({ canvasElement }) => {
    const item = await itemOf(canvasElement, soldOut.title);
    await expect(item).toHaveTextContent('Sold out: not included in your order');
  },
};

/** A product that was sold out can be ordered again: good news, not a warning. */
export const BackInStock: Story = {
  args: { changes: [backInStock] },
  play: async ({ canvasElement }) => {
    const item = await itemOf(canvasElement, backInStock.title);
    await expect(item).toHaveTextContent('Back in stock');
  },
};

/** Stock fell below the quantity chosen: the new limit and the old quantity, so nothing is hidden. */
export const QuantityLowered: Story = {
  args: { changes: [quantityLowered] },
  play: async ({ canvasElement }) => {
    const item = await itemOf(canvasElement, quantityLowered.title);
    await expect(item).toHaveTextContent('Now limited to 1: quantity lowered from 3');
  },
};

/** Every kind at once, one item each, in the order given. */
export const AllKinds: Story = {
  args: { changes: everyChange },
  play: async ({ canvasElement }) => {
    const items = within(noticesOf(canvasElement)).getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.change)).toEqual(
      everyChange.map((change) => change.kind),
    );
    everyChange.forEach((change, index) => expect(items[index]).toHaveTextContent(change.title));
  },
};

/** "Got it" tells the owner the shopper has read the notices. */
export const Dismiss: Story = {
  args: { changes: everyChange },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Got it' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Without `onDismiss` there is nothing to press. */
export const WithoutDismiss: Story = {
  args: { changes: [soldOut], onDismiss: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No changes, no notice: not even an empty live region. */
export const NoChanges: Story = {
  args: { changes: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('status', { name: 'Your cart was updated' }),
    ).toBeNull();
  },
};

/** A long product name wraps inside the notice and pushes nothing out of it. */
export const LongTitle: Story = {
  args: { changes: [longTitleChange, priceChanged] },
  play: async ({ canvasElement }) => {
    const region = noticesOf(canvasElement);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** A phone-wide column: the texts wrap, the button stays whole. */
export const Narrow: Story = {
  args: { changes: everyChange },
  decorators: [inColumn('16rem')],
  play: async ({ canvasElement }) => {
    const region = noticesOf(canvasElement);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(within(region).getByRole('button', { name: 'Got it' })).toBeVisible();
  },
};

/** Every kind of change in Arabic, each naming its product in Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { changes: everyChange },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    everyChange.forEach((change, index) =>
      expect(items[index]).toHaveTextContent(demoProduct(change.id, 'ar').title),
    );
  },
};
/** Every kind of change in Japanese, to check the face and wrapping of each notice. */
export const Japanese: Story = { globals: { locale: 'ja' }, args: { changes: everyChange } };
