import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { freeDeliveryHint, freeDeliveryProgress, toFils } from '@rimal/core';
import { useFormatMoney } from '../../hooks/useFormatMoney';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { ProgressBar, type ProgressBarProps } from './ProgressBar';

/** The bar as the cart drawer shows it, as wide as the drawer: the hint is its value text. */
function FreeDeliveryProgress({ itemsAed }: { itemsAed: number }) {
  const { t } = useTranslation('shop');
  const formatMoney = useFormatMoney();
  const itemsTotal = toFils(itemsAed);
  const hint = freeDeliveryHint(itemsTotal);
  const hintText =
    hint.kind === 'free'
      ? t('cart.hintHasFreeDelivery')
      : hint.kind === 'toFree'
        ? t('cart.hintFreeDelivery', { amount: formatMoney(hint.missing) })
        : t('cart.hintReducedDelivery', {
            amount: formatMoney(hint.missing),
            charge: formatMoney(hint.reducedCharge),
          });
  return (
    <div style={{ display: 'grid', gap: vars.space.sm, maxInlineSize: vars.size.drawer }}>
      <p aria-live="polite">{hintText}</p>
      <ProgressBar
        value={freeDeliveryProgress(itemsTotal)}
        label={t('cart.progressLabel')}
        valueText={hintText}
      />
    </div>
  );
}

function LabelledProgressBar(props: Omit<ProgressBarProps, 'label'>) {
  const { t } = useTranslation('shop');
  return <ProgressBar label={t('cart.progressLabel')} {...props} />;
}

/** A cart that grows by one AED 25 box per click, to watch the bar follow. */
function GrowingCart() {
  const { t } = useTranslation('shop');
  const [boxes, setBoxes] = useState(0);
  return (
    <div style={{ display: 'grid', gap: vars.space.lg, maxInlineSize: vars.size.drawer }}>
      <FreeDeliveryProgress itemsAed={boxes * 25} />
      <Button fullWidth onClick={() => setBoxes((count) => count + 1)}>
        {t('detail.addToCart')}
      </Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/ProgressBar',
  component: FreeDeliveryProgress,
  subcomponents: { ProgressBar },
  args: { itemsAed: 55 },
  argTypes: { itemsAed: { control: { type: 'range', min: 0, max: 100, step: 5 } } },
} satisfies Meta<typeof FreeDeliveryProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const bar = within(canvasElement).getByRole('progressbar', {
    name: 'Progress toward free delivery',
  });
  return { bar, fill: bar.firstElementChild as HTMLElement };
};

/** Amounts are formatted with a no-break space after "AED"; compare the words only. */
const valueText = (bar: HTMLElement) => bar.getAttribute('aria-valuetext')?.replace(/\s+/g, ' ');

/** An empty cart: the bar is empty and says, in words, how much more lowers delivery to AED 10. */
export const Empty: Story = {
  args: { itemsAed: 0 },
  play: async ({ canvasElement }) => {
    const { bar, fill } = parts(canvasElement);
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(valueText(bar)).toBe('Add AED 50.00 more to reduce delivery to AED 10.00');
    await expect(fill.getBoundingClientRect().width).toBe(0);
  },
};

/** AED 55 of the 75 for free delivery: the bar three-quarters full and the amount still missing in words. */
export const PartWay: Story = {
  play: async ({ canvasElement }) => {
    const { bar, fill } = parts(canvasElement);
    // AED 55 of the AED 75 that deliver for free.
    await expect(bar).toHaveAttribute('aria-valuenow', '73');
    await expect(valueText(bar)).toBe('Add AED 20.00 more for free delivery');
    await expect(
      within(canvasElement).getByText('Add AED 20.00 more for free delivery'),
    ).toBeVisible();
    await expect(fill).not.toHaveAttribute('data-complete');
    const track = bar.getBoundingClientRect();
    await expect(fill.getBoundingClientRect().width / track.width).toBeCloseTo(0.73, 2);
  },
};

/** Free delivery reached: the bar full, in the success colour, with the good news as its value. */
export const Full: Story = {
  args: { itemsAed: 75 },
  play: async ({ canvasElement }) => {
    const { bar, fill } = parts(canvasElement);
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', 'You have free delivery!');
    await expect(fill).toHaveAttribute('data-complete', 'true');
    await expect(fill.getBoundingClientRect().width).toBeCloseTo(
      bar.getBoundingClientRect().width,
      0,
    );
    // Complete turns from the accent to the success colour (pistachio700).
    await expect(getComputedStyle(fill).backgroundColor).toBe('rgb(63, 90, 37)');
  },
};

/** Values outside 0 to 1 are clamped; without value text a screen reader says the percentage. */
export const OutOfRangeValues: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.lg, maxInlineSize: vars.size.drawer }}>
      <LabelledProgressBar value={1.4} />
      <LabelledProgressBar value={-0.2} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [over, under] = within(canvasElement).getAllByRole('progressbar');
    await expect(over).toHaveAttribute('aria-valuenow', '100');
    await expect(over).not.toHaveAttribute('aria-valuetext');
    await expect(over!.firstElementChild).toHaveAttribute('data-complete', 'true');
    await expect(under).toHaveAttribute('aria-valuenow', '0');
    await expect(under).not.toHaveAttribute('aria-valuetext');
  },
};

/** Each box added moves the bar and its words, so the shopper sees how close free delivery is. */
export const FollowsTheCart: Story = {
  render: () => <GrowingCart />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'ADD TO CART' });
    const { bar } = parts(canvasElement);
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(add);
    await expect(bar).toHaveAttribute('aria-valuenow', '33');
    await userEvent.click(add);
    await expect(bar).toHaveAttribute('aria-valuenow', '67');
    await expect(valueText(bar)).toBe('Add AED 25.00 more for free delivery');
    await userEvent.click(add);
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('You have free delivery!')).toBeVisible();
  },
};

/** In Arabic the bar fills from the right, and its Arabic hint is what a screen reader says. */
export const ArabicFillsFromTheRight: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'التقدم نحو التوصيل المجاني',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '73');
    const hint = within(canvasElement).getByText(/^أضف منتجات بقيمة/);
    await expect(bar).toHaveAttribute('aria-valuetext', hint.textContent!);
    const track = bar.getBoundingClientRect();
    const fill = bar.firstElementChild!.getBoundingClientRect();
    await expect(fill.right).toBeCloseTo(track.right, 0);
    await expect(fill.left).toBeGreaterThan(track.left + track.width / 4);
  },
};

/** A smaller cart in Japanese: the bar at 40% with the Japanese hint as its spoken value. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { itemsAed: 30 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '送料無料までの進み具合' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    const hint = within(canvasElement).getByText(/^あと/);
    await expect(hint).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuetext', hint.textContent!);
  },
};
