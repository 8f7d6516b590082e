import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  paths,
  removeFromCart,
  resetCart,
  setLineQuantity,
  type CartChange,
  type CartLine,
} from '@rimal/core';
import { demoEndpoints } from '@rimal/mocks';
import { everyChange, removed } from '../../fixtures/cartChanges';
import {
  allSoldOut,
  cartWithSoldOut,
  demoCart,
  longTitleLine,
  manyLines,
  soldOutLine,
  demoProduct,
} from '../../fixtures/catalog';
import { Button } from '../Button';
import { CartLineItem } from './CartLineItem';
import { CartPanel } from './CartPanel';

interface Args {
  initial: CartLine[];
  inline?: boolean;
  startOpen?: boolean;
  onClose?: () => void;
  /** What the catalog changed in the cart; the demo clears them once seen, as the app does. */
  notices?: CartChange[];
  onNoticesSeen?: () => void;
}

/** A cart panel wired to the real cart rules of core, with a button that opens it. */
function CartDemo({
  initial,
  inline = false,
  startOpen = true,
  onClose,
  notices: initialNotices = [],
  onNoticesSeen,
}: Args) {
  const [lines, setLines] = useState<CartLine[]>(initial);
  const [notices, setNotices] = useState<CartChange[]>(initialNotices);
  const [open, setOpen] = useState(startOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <div style={{ minBlockSize: inline ? undefined : '40rem' }}>
      {!inline && (
        <Button
          ref={trigger}
          onClick={() => setOpen(true)}
          aria-controls="cart-panel"
          aria-expanded={open}
        >
          Open cart
        </Button>
      )}
      <CartPanel
        open={open}
        inline={inline}
        lines={lines}
        mediaHost={demoEndpoints.media}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
        onQuantityChange={(id, quantity) =>
          setLines((current) => setLineQuantity(current, id, quantity))
        }
        onRemove={(id) => setLines((current) => removeFromCart(current, id))}
        onReset={() => setLines(resetCart())}
        notices={notices}
        onNoticesSeen={() => {
          setNotices([]);
          onNoticesSeen?.();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shop/CartPanel',
  component: CartDemo,
  subcomponents: { CartPanel, CartLineItem },
  parameters: {
    layout: 'fullscreen',
    // A modal drawer covers the whole page: on the docs page each story gets a frame of its own.
    docs: { story: { inline: false, height: '40rem' } },
  },
  args: {
    initial: demoCart([
      [90, 2],
      [99, 1],
    ]),
    onClose: fn(),
    onNoticesSeen: fn(),
  },
} satisfies Meta<typeof CartDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open drawer: it opens in an effect after the first render, so the play waits for it. */
const panel = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /Your Cart/ });

/** A cart under the free-delivery amount: the delivery charge, the total, and how much more gives free delivery. */
export const UnderFiftyAed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(canvasElement));
    // 2 x 12.50 + 1 x 30.00 = 55.00: the middle tier, AED 10 delivery.
    await expect(dialog.getByText('AED 55.00')).toBeVisible();
    await expect(dialog.getByText('AED 10.00')).toBeVisible();
    await expect(dialog.getByText('AED 65.00')).toBeVisible();
    await expect(dialog.getByText('Add AED 20.00 more for free delivery')).toBeVisible();
    await expect(
      dialog.getByRole('progressbar', { name: 'Progress toward free delivery' }),
    ).toHaveAttribute('aria-valuenow', '73');
  },
};

/** One small line: the higher delivery charge of a small order, and how much more lowers it. */
export const SmallOrder: Story = {
  args: { initial: demoCart([[90, 1]]) },
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(canvasElement));
    await expect(
      dialog.getByText('Add AED 37.50 more to reduce delivery to AED 10.00'),
    ).toBeVisible();
    await expect(dialog.getByText('AED 20.00')).toBeVisible();
  },
};

/** A cart over the free-delivery amount: delivery is free and the drawer says so. */
export const FreeDelivery: Story = {
  args: { initial: demoCart([[90, 6]]) },
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(canvasElement));
    await expect(dialog.getByText('You have free delivery!')).toBeVisible();
    await expect(dialog.getByText('Free')).toBeVisible();
  },
};

/** Minus, plus and the trash button change the lines and the totals at once. */
export const PlusMinusAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(canvasElement));
    const title = 'Dark Chocolate Khalas Dates';
    await userEvent.click(dialog.getByRole('button', { name: `Increase quantity of ${title}` }));
    await expect(dialog.getByText('3 × AED 12.50')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: `Decrease quantity of ${title}` }));
    await userEvent.click(dialog.getByRole('button', { name: `Decrease quantity of ${title}` }));
    await expect(dialog.getByText('1 × AED 12.50')).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: `Decrease quantity of ${title}` }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(dialog.getByRole('button', { name: `Remove ${title} from the cart` }));
    await expect(dialog.queryByText(title)).toBeNull();
    await expect(dialog.getByText('1 product in your cart', { exact: false })).toBeVisible();
  },
};

/** A line at the most pieces allowed: its plus is hidden, as the shop's rule caps it. */
export const AtCapPlusIsHidden: Story = {
  args: { initial: demoCart([[99, 2]]) },
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(canvasElement));
    await expect(dialog.queryByRole('button', { name: /Increase quantity of/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: /Decrease quantity of/ }));
    await expect(dialog.getByRole('button', { name: /Increase quantity of/ })).toBeVisible();
  },
};

/** Reset Cart empties the cart. */
export const ResetCart: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Reset Cart' }));
    await expect(dialog.getByText('No products in the cart')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      paths.shop,
    );
  },
};

/** Nothing in the cart: a message and the way back to the shop instead of totals. */
export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(await panel(canvasElement)).getByText('No products in the cart'),
    ).toBeVisible();
  },
};

/** Opening moves focus into the drawer; closing puts it back on the cart button. */
export const FocusMovesInAndBack: Story = {
  args: { startOpen: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open cart' });
    await userEvent.click(opener);
    const dialog = await panel(canvasElement);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    // The dialog's close event is queued as a task, so it arrives after the key press.
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The close button closes the drawer. */
export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(await panel(canvasElement)).getByRole('button', { name: 'Close cart' }),
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(canvasElement.ownerDocument.getElementById('cart-panel')).not.toHaveAttribute(
      'open',
    );
  },
};

/** More lines than fit on a screen: the drawer must scroll and keep its totals reachable. */
export const ManyLines: Story = { args: { initial: manyLines } };

/** A very long product title wraps inside its line. */
export const LongTitle: Story = { args: { initial: [longTitleLine, ...demoCart([[90, 1]])] } };

/** In the page flow there is no modal to close: the close button asks the parent at once. */
export const Inline: Story = {
  args: { inline: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await panel(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close cart' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A click beside the drawer lands on the dialog's backdrop and closes it. */
export const BackdropClickCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await panel(canvasElement);
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { x: 1, y: 1 } });
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(dialog).not.toHaveAttribute('open');
  },
};
/** A line sold out since it was added: listed and marked, removable, never charged for. */
export const SoldOutLine: Story = {
  args: { initial: cartWithSoldOut },
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(canvasElement));
    const line = within(
      dialog.getByRole('heading', { name: soldOutLine.title }).closest('li') as HTMLElement,
    );
    await expect(line.getByText('Sold out')).toBeVisible();
    await expect(line.queryByRole('button', { name: /quantity of/ })).toBeNull();
    // Only the two lines to buy count: 55.00 and AED 10 delivery, as without the sold-out line.
    await expect(dialog.getByText('AED 55.00')).toBeVisible();
    await expect(dialog.getByText('AED 65.00')).toBeVisible();
    await expect(dialog.getByText('Add AED 20.00 more for free delivery')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toBeVisible();
    await userEvent.click(
      line.getByRole('button', { name: `Remove ${soldOutLine.title} from the cart` }),
    );
    await expect(dialog.queryByRole('heading', { name: soldOutLine.title })).toBeNull();
    await expect(dialog.getByText('AED 65.00')).toBeVisible();
  },
};

/** Everything sold out: nothing to check out, and the drawer says why. */
export const AllSoldOut: Story = {
  args: { initial: allSoldOut },
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(canvasElement));
    await expect(dialog.getAllByText('Sold out')).toHaveLength(allSoldOut.length);
    await expect(
      dialog.getByText(
        'Everything in your cart is sold out, so there is nothing to check out yet.',
      ),
    ).toBeVisible();
    await expect(dialog.queryByRole('link', { name: 'PROCEED TO CHECKOUT' })).toBeNull();
    await expect(dialog.queryByText('Subtotal')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Reset Cart' })).toBeVisible();
  },
};

/** What the catalog changed, at the top of the drawer; "Got it" reports them seen. */
export const Notices: Story = {
  args: { initial: cartWithSoldOut, notices: everyChange },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await panel(canvasElement));
    const region = within(dialog.getByRole('status', { name: 'Your cart was updated' }));
    await expect(region.getByRole('heading', { name: 'Your cart was updated' })).toBeVisible();
    await expect(region.getAllByRole('listitem')).toHaveLength(everyChange.length);
    await expect(region.getByText('Price changed from AED 30.00 to AED 27.00')).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: 'Got it' }));
    await expect(args.onNoticesSeen).toHaveBeenCalledOnce();
    await expect(dialog.queryByRole('status', { name: 'Your cart was updated' })).toBeNull();
  },
};

/** The notices above an empty cart: every line was taken out by the catalog. */
export const NoticesOverEmptyCart: Story = {
  args: { initial: [], notices: [removed] },
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(canvasElement));
    await expect(dialog.getByText('No longer available: removed')).toBeVisible();
    await expect(dialog.getByText('No products in the cart')).toBeVisible();
  },
};

/** Pinned to Arabic: the drawer comes from the left (the inline end), everything right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    // The lines keep the English words the order is placed with; the drawer shows the Arabic.
    const drawer = within(canvasElement.ownerDocument.body);
    for (const id of [90, 99]) {
      // The drawer slides in: its lines are visible once it is open.
      await waitFor(() => expect(drawer.getByText(demoProduct(id, 'ar').title)).toBeVisible());
      await expect(drawer.queryByText(demoProduct(id).title)).toBeNull();
    }
  },
};
/** The catalog's changes to the cart, in Arabic. */
export const ArabicNotices: Story = {
  globals: { locale: 'ar' },
  args: { initial: cartWithSoldOut, notices: everyChange },
};
/** The catalog's changes to the cart, in Japanese. */
export const JapaneseNotices: Story = {
  globals: { locale: 'ja' },
  args: { initial: cartWithSoldOut, notices: everyChange },
};
/** The empty cart in Arabic. */
export const ArabicEmpty: Story = { globals: { locale: 'ar' }, args: { initial: [] } };
/** Pinned to Japanese: the CJK face in the lines and totals. */
export const Japanese: Story = { globals: { locale: 'ja' } };
/** Pinned to Hindi: longer Devanagari labels in the same drawer. */
export const Hindi: Story = { globals: { locale: 'hi' }, args: { initial: demoCart([[90, 1]]) } };
