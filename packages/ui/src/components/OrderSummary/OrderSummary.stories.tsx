import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { removeFromCart, setLineQuantity, type CartLine, type PrizeRecord } from '@rimal/core';
import { demoEndpoints } from '@rimal/mocks';
import {
  allSoldOut,
  cartWithSoldOut,
  demoCart,
  longTitleLine,
  manyLines,
  soldOutLine,
  demoProduct,
} from '../../fixtures/catalog';
import { demoRecord } from '../../fixtures/checkout';
import { OrderSummary } from './OrderSummary';
import { inColumn } from '../../fixtures/decorators';

interface Args {
  initial: CartLine[];
  record: PrizeRecord | null;
  readOnly?: boolean;
  onQuantityChange: (id: number, quantity: number) => void;
  onRemove: (id: number) => void;
}

/** The summary over lines kept by core's cart rules, as the app keeps them. */
function SummaryDemo({ initial, record, readOnly, onQuantityChange, onRemove }: Args) {
  const [lines, setLines] = useState(initial);
  return (
    <OrderSummary
      lines={lines}
      record={record}
      readOnly={readOnly}
      mediaHost={demoEndpoints.media}
      onQuantityChange={(id, quantity) => {
        setLines((current) => setLineQuantity(current, id, quantity));
        onQuantityChange(id, quantity);
      }}
      onRemove={(id) => {
        setLines((current) => removeFromCart(current, id));
        onRemove(id);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/OrderSummary',
  component: SummaryDemo,
  subcomponents: { OrderSummary },
  args: {
    // 2 x 12.50 + 1 x 30.00 = 55.00
    initial: demoCart([
      [90, 2],
      [99, 1],
    ]),
    record: null,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  decorators: [inColumn('32rem')],
} satisfies Meta<typeof SummaryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling;

/** Two lines, no code: pieces, products total, AED 10 delivery and the total the shopper will pay. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: /Order Summary/ })).toBeVisible();
    await expect(canvas.getByText('3 pieces', { exact: false })).toBeVisible();
    await expect(row(canvasElement, 'Products total')).toHaveTextContent('AED 55.00');
    await expect(row(canvasElement, 'Delivery charge')).toHaveTextContent('AED 10.00');
    await expect(row(canvasElement, 'Total')).toHaveTextContent('AED 65.00');
    await expect(canvas.queryByText('Discount')).toBeNull();
  },
};

/** A prize takes half off, which drops the subtotal under AED 50 and so raises delivery to AED 20. */
export const FiftyOffPrize: Story = {
  args: { record: demoRecord('WIN50OFF01') },
  play: async ({ canvasElement }) => {
    // Half of 55.00 truncated to 27; 28.00 left is under 50, so delivery is 20.
    await expect(row(canvasElement, 'Discount')).toHaveTextContent('−AED 27.00');
    await expect(row(canvasElement, 'Delivery charge')).toHaveTextContent('AED 20.00');
    await expect(row(canvasElement, 'Total')).toHaveTextContent('AED 48.00');
  },
};

/** A valid code that wins nothing: no discount row, and the total is unchanged. */
export const NoPrizeRecord: Story = {
  args: { record: demoRecord('NOPRIZE001') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Discount')).toBeNull();
    await expect(row(canvasElement, 'Total')).toHaveTextContent('AED 65.00');
  },
};

/** A cart big enough for free delivery: the charge reads Free, which is a reason to add more. */
export const FreeDelivery: Story = {
  args: { initial: demoCart([[90, 6]]) },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Delivery charge')).toHaveTextContent('Free');
    await expect(row(canvasElement, 'Total')).toHaveTextContent('AED 75.00');
  },
};

/** Changing a quantity or removing a line updates the line and the totals at once. */
export const StepperAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = 'Dark Chocolate Khalas Dates';
    await userEvent.click(canvas.getByRole('button', { name: `Increase quantity of ${title}` }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(90, 3);
    await expect(canvas.getByText('3 × AED 12.50')).toBeVisible();
    await expect(row(canvasElement, 'Products total')).toHaveTextContent('AED 67.50');
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${title} from the order` }));
    await expect(args.onRemove).toHaveBeenCalledWith(90);
    await expect(canvas.queryByRole('heading', { name: title })).toBeNull();
    await expect(row(canvasElement, 'Total')).toHaveTextContent('AED 50.00');
  },
};

/** A line at its order limit has no plus button, so the shopper is never offered what is refused. */
export const AtCapPlusIsHidden: Story = {
  args: { initial: demoCart([[99, 2]]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Increase quantity of/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Decrease quantity of/ }));
    await expect(canvas.getByRole('button', { name: /Increase quantity of/ })).toBeVisible();
  },
};

/** Once payment has started: quantities and prices only, with no controls to change the order. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('2 × AED 12.50')).toBeVisible();
  },
};

/** A cart emptied at checkout: "Your cart is empty." and no totals. */
export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your cart is empty.')).toBeVisible();
    await expect(within(canvasElement).queryByText('Total')).toBeNull();
  },
};

/** A very long product name wraps within its line without pushing its price or controls out. */
export const LongTitle: Story = { args: { initial: [longTitleLine, ...demoCart([[90, 1]])] } };

/** A long order: the list of lines stays readable above the totals. */
export const ManyLines: Story = { args: { initial: manyLines } };

/** The summary right to left with a prize: Arabic product names, and prices read right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { record: demoRecord('WIN50OFF01') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /ملخص الطلب/ })).toBeVisible();
    for (const id of [90, 99]) {
      await expect(within(canvasElement).getByText(demoProduct(id, 'ar').title)).toBeVisible();
    }
  },
};
/** A long Japanese title in the summary, to check its wrapping beside the controls. */
export const Japanese: Story = { globals: { locale: 'ja' }, args: { initial: [longTitleLine] } };
/** The summary in Hindi with a prize's discount, to check Devanagari in the totals' labels. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { record: demoRecord('WINGOLD001') },
};
/** A discounted summary at phone width: lines and totals fit the column. */
export const Narrow: Story = {
  args: { record: demoRecord('WIN50OFF01') },
  decorators: [inColumn('20rem')],
};

const soldOutItem = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement)
      .getByRole('heading', { name: soldOutLine.title })
      .closest('li') as HTMLElement,
  );

/** A line sold out since it was added: marked, no stepper nor total, left out of the totals. */
export const SoldOutLine: Story = {
  args: { initial: cartWithSoldOut },
  play: async ({ canvasElement, args }) => {
    const line = soldOutItem(canvasElement);
    await expect(line.getByText('Sold out')).toBeVisible();
    await expect(line.queryByRole('button', { name: /quantity of/ })).toBeNull();
    await expect(line.queryByText('AED 68.00')).toBeNull();
    await expect(within(canvasElement).getByText('3 pieces', { exact: false })).toBeVisible();
    await expect(row(canvasElement, 'Products total')).toHaveTextContent('AED 55.00');
    await expect(row(canvasElement, 'Total')).toHaveTextContent('AED 65.00');
    await userEvent.click(
      line.getByRole('button', { name: `Remove ${soldOutLine.title} from the order` }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(soldOutLine.id);
  },
};

/** Once payment has started the sold-out line keeps its marker; only the controls go. */
export const SoldOutReadOnly: Story = {
  args: { initial: cartWithSoldOut, readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(soldOutItem(canvasElement).getByText('Sold out')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Everything sold out: no totals to pay, and the summary says why. */
export const AllSoldOut: Story = {
  args: { initial: allSoldOut },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Sold out')).toHaveLength(allSoldOut.length);
    await expect(
      canvas.getByText(
        'Everything in your cart is sold out, so there is nothing to check out yet.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('Total')).toBeNull();
    await expect(canvas.queryByText('pieces', { exact: false })).toBeNull();
  },
};

/** A sold-out line in Arabic: the marker and the remove button read right to left. */
export const ArabicSoldOut: Story = {
  globals: { locale: 'ar' },
  args: { initial: cartWithSoldOut },
};
