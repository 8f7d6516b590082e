import { useId } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { Spinner } from './Spinner';

/** The payment step's wait: the words are the status, the spinner only decorates them. */
function PaymentLoading() {
  const { t } = useTranslation('checkout');
  const textId = useId();
  return (
    <div
      role="status"
      aria-labelledby={textId}
      style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}
    >
      <Spinner />
      <p id={textId}>{t('payment.loading')}</p>
    </div>
  );
}

const meta = {
  title: 'Primitives/Spinner',
  component: PaymentLoading,
  subcomponents: { Spinner },
} satisfies Meta<typeof PaymentLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

const spinnerIn = (element: HTMLElement) => element.querySelector<HTMLElement>('span')!;

/** The spinner beside the words of a status: it spins but adds nothing to what a screen reader says. */
export const WithStatusText: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', {
      name: 'Loading secure payment...',
    });
    const spinner = spinnerIn(status);
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    await expect(spinner).toBeEmptyDOMElement();
    // The spinner adds nothing to what the status says.
    await expect(status.textContent).toBe('Loading secure payment...');
    await expect(spinner).toBeVisible();
    await expect(getComputedStyle(spinner).animationName).not.toBe('none');
    await expect(getComputedStyle(spinner).animationIterationCount).toBe('infinite');
  },
};

/** No size prop: the spinner is 1em square, so it follows the text it stands beside. */
export const FollowsTextSize: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.lg, justifyItems: 'start' }}>
      {[vars.fontSize.xs, vars.fontSize.md, vars.fontSize.xxl].map((fontSize) => (
        <p key={fontSize} style={{ fontSize }} data-testid="line">
          <Spinner />
        </p>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const lines = within(canvasElement).getAllByTestId('line');
    const sizes = lines.map((line) => {
      const box = spinnerIn(line).getBoundingClientRect();
      return { box, fontSize: parseFloat(getComputedStyle(line).fontSize) };
    });
    for (const { box, fontSize } of sizes) {
      await expect(box.width).toBeCloseTo(fontSize, 0);
      await expect(box.height).toBeCloseTo(fontSize, 0);
    }
    await expect(sizes[2]!.box.width).toBeGreaterThan(sizes[0]!.box.width * 2);
  },
};

/** No colour prop either: the ring takes the text colour, with one quarter left open. */
export const FollowsTextColour: Story = {
  render: () => (
    <p style={{ color: vars.color.critical }}>
      <Spinner />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(canvasElement.querySelector<HTMLElement>('p > span')!);
    // rose700, the critical token.
    await expect(style.borderInlineEndColor).toBe('rgb(163, 38, 42)');
    await expect(style.borderBlockEndColor).toBe('rgb(163, 38, 42)');
    await expect(style.borderBlockStartColor).toBe('rgba(0, 0, 0, 0)');
  },
};

function BusyButton() {
  const { t } = useTranslation('checkout');
  return <Button loading>{t('customer.submit')}</Button>;
}

/** The commonest place: a busy button, whose name stays its label alone. */
export const InBusyButton: Story = {
  render: () => <BusyButton />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue to payment' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    const spinner = spinnerIn(button);
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(spinner).animationName).not.toBe('none');
  },
};

/** In Arabic the spinner leads on the right, before the Arabic status text. */
export const ArabicSpinnerLeadsOnTheRight: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', {
      name: 'جارٍ تحميل نموذج الدفع الآمن...',
    });
    await expect(status.textContent).toBe('جارٍ تحميل نموذج الدفع الآمن...');
    const spinner = spinnerIn(status).getBoundingClientRect();
    const text = within(status).getByText('جارٍ تحميل نموذج الدفع الآمن...').getBoundingClientRect();
    await expect(spinner.left).toBeGreaterThan(text.right - 1);
  },
};

/** The spinner beside the Japanese status text, still hidden from screen readers. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', {
      name: '安全な決済画面を読み込み中…',
    });
    await expect(status.textContent).toBe('安全な決済画面を読み込み中…');
    await expect(spinnerIn(status)).toHaveAttribute('aria-hidden', 'true');
  },
};
