import { useEffect, useRef, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatNumber } from '@rimal/i18n';
import { paths } from '@rimal/core';
import { AlertIcon, CheckIcon } from '../../icons';
import { Button, buttonStyles } from '../Button';
import { StatusScreen } from './StatusScreen';

const outcomes = [
  'orderConfirmed',
  'notFound',
  'checkoutEmpty',
  'paymentFailed',
  'productError',
] as const;

interface OutcomeProps {
  /** Which of the shop's full-page outcomes to show, with its real texts. */
  kind: (typeof outcomes)[number];
  /** Offered as "Try again" on the product error; without it that screen has no action. */
  onRetry?: () => void;
  focusOnMount?: boolean;
}

/** The outcomes the shop builds on StatusScreen, with the tone, art and actions each uses. */
function Outcome({ kind, onRetry, focusOnMount }: OutcomeProps) {
  const { t, i18n } = useTranslation('checkout');
  const { t: tCommon } = useTranslation('common');
  const { t: tShop } = useTranslation('shop');
  const primary = buttonStyles({ variant: 'primary', size: 'lg' });
  const continueShopping = (
    <Link to={paths.shop} className={primary}>
      {t('summary.continueShopping')}
    </Link>
  );
  switch (kind) {
    case 'orderConfirmed':
      return (
        <StatusScreen
          focusOnMount={focusOnMount}
          art={<CheckIcon size="lg" />}
          heading={t('confirmed.title')}
          actions={continueShopping}
        >
          <p>{t('confirmed.thanks')}</p>
        </StatusScreen>
      );
    case 'notFound':
      return (
        <StatusScreen
          focusOnMount={focusOnMount}
          art={formatNumber(404, i18n.language, { useGrouping: false })}
          heading={tCommon('notFound.title')}
          actions={
            <Link to={paths.home} className={primary}>
              {tCommon('notFound.backHome')}
            </Link>
          }
        >
          <p>{tCommon('notFound.description')}</p>
        </StatusScreen>
      );
    case 'checkoutEmpty':
      return (
        <StatusScreen
          focusOnMount={focusOnMount}
          heading={t('summary.empty')}
          actions={continueShopping}
        />
      );
    case 'paymentFailed':
      return (
        <StatusScreen
          focusOnMount={focusOnMount}
          tone="critical"
          art={<AlertIcon size="lg" />}
          heading={t('failed.title')}
          actions={continueShopping}
        />
      );
    case 'productError':
      return (
        <StatusScreen
          focusOnMount={focusOnMount}
          tone="critical"
          heading={tShop('detail.error')}
          actions={
            onRetry && (
              <Button size="lg" onClick={() => onRetry()}>
                {tShop('detail.retry')}
              </Button>
            )
          }
        >
          <p>{tShop('detail.errorHint')}</p>
        </StatusScreen>
      );
  }
}

/**
 * Marks itself once its effects have run. A parent's effects run after its children's, so by
 * then StatusScreen has moved focus, if it was going to.
 */
function AfterEffects({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.setAttribute('data-effects-ran', 'true');
  }, []);
  return <div ref={ref}>{children}</div>;
}

const meta = {
  title: 'Pages/StatusScreen',
  component: Outcome,
  subcomponents: { StatusScreen },
  parameters: { layout: 'fullscreen' },
  args: { kind: 'orderConfirmed' },
  argTypes: { kind: { control: 'select', options: outcomes } },
} satisfies Meta<typeof Outcome>;

export default meta;
type Story = StoryObj<typeof meta>;

const TEXT = 'rgb(59, 35, 20)';
const CRITICAL = 'rgb(163, 38, 42)';

const focusedHeading = async (canvasElement: HTMLElement, name: string) => {
  const heading = within(canvasElement).getByRole('heading', { level: 1, name });
  // StatusScreen focuses its heading in an effect, after the first paint.
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
};

/** The order confirmed: decorative art, a focused heading, thanks and one way on, in the neutral tone. */
export const NeutralWithArtAndAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await focusedHeading(canvasElement, 'Your order is confirmed!');
    await expect(heading).toHaveAttribute('data-tone', 'neutral');
    await expect(getComputedStyle(heading).color).toBe(TEXT);
    await expect(canvas.getByText(/^Thank you for shopping with Rimal\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      paths.shop,
    );
    const art = heading.previousElementSibling!;
    await expect(art).toHaveAttribute('aria-hidden', 'true');
    await expect(art.querySelector('svg')).toBeVisible();
  },
};

/** The art is decoration: "404" is seen but not read, the heading says it in words. */
export const NeutralWithTextArt: Story = {
  args: { kind: 'notFound' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await focusedHeading(canvasElement, 'Opps! Page Not Found');
    const art = canvas.getByText('404');
    await expect(art).toBeVisible();
    await expect(art).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

/** The least a screen needs: a heading and one way on, as the empty checkout uses it. */
export const HeadingAndActionOnly: Story = {
  args: { kind: 'checkoutEmpty' },
  play: async ({ canvasElement }) => {
    const heading = await focusedHeading(canvasElement, 'Your cart is empty.');
    const screen = heading.closest('section')!;
    // No art and no body text: only the heading and the way back.
    await expect(screen.children).toHaveLength(2);
    await expect(screen).toHaveTextContent(/^Your cart is empty\.Continue Shopping$/);
  },
};

/** Payment failed: the critical tone colours the heading, so the failure is seen before it is read. */
export const Critical: Story = {
  args: { kind: 'paymentFailed' },
  play: async ({ canvasElement }) => {
    const heading = await focusedHeading(canvasElement, 'Sorry payment failed!');
    await expect(heading).toHaveAttribute('data-tone', 'critical');
    await expect(getComputedStyle(heading).color).toBe(CRITICAL);
    await expect(heading.previousElementSibling).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A product that failed to load, with Try again: an outcome the shopper can still fix. */
export const CriticalWithRetry: Story = {
  args: { kind: 'productError', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await focusedHeading(canvasElement, 'We could not load this product.');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The same failure with no retry offered: only the explanation, and no dead buttons. */
export const CriticalWithoutActions: Story = {
  args: { kind: 'productError' },
  play: async ({ canvasElement }) => {
    const heading = await focusedHeading(canvasElement, 'We could not load this product.');
    const screen = within(heading.closest('section')!);
    await expect(screen.getByText(/^Please check your connection and try again/)).toBeVisible();
    await expect(screen.queryByRole('button')).toBeNull();
    await expect(screen.queryByRole('link')).toBeNull();
  },
};

/** With `focusOnMount` off the screen leaves focus where it was. */
export const WithoutFocusOnMount: Story = {
  args: { kind: 'checkoutEmpty', focusOnMount: false },
  render: (args) => (
    <AfterEffects>
      <Outcome {...args} />
    </AfterEffects>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(heading.closest('[data-effects-ran]')).toHaveAttribute('data-effects-ran', 'true'),
    );
    await expect(heading).not.toHaveFocus();
  },
};

/** The confirmation right to left, with the Arabic heading and Continue shopping. */
export const ArabicNeutral: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const heading = await focusedHeading(canvasElement, 'تم تأكيد طلبك!');
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    await expect(within(canvasElement).getByRole('link', { name: 'متابعة التسوق' })).toBeVisible();
  },
};

/** Payment failed in Japanese: the long heading in the critical colour, with its way on. */
export const JapaneseCritical: Story = {
  globals: { locale: 'ja' },
  args: { kind: 'paymentFailed' },
  play: async ({ canvasElement }) => {
    const heading = await focusedHeading(
      canvasElement,
      '申し訳ございません。お支払いに失敗しました',
    );
    await expect(getComputedStyle(heading).color).toBe(CRITICAL);
    await expect(within(canvasElement).getByRole('link', { name: '買い物を続ける' })).toBeVisible();
  },
};

/** The 404 screen in Japanese: the number stays decoration, the Japanese heading says it. */
export const JapaneseNeutralWithTextArt: Story = {
  globals: { locale: 'ja' },
  args: { kind: 'notFound' },
  play: async ({ canvasElement }) => {
    await focusedHeading(canvasElement, 'ページが見つかりません');
    await expect(within(canvasElement).getByText('404')).toHaveAttribute('aria-hidden', 'true');
  },
};
