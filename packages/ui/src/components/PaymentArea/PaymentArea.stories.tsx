import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_CARDS, resetMockState } from '@rimal/mocks';
import { demoCart } from '../../fixtures/catalog';
import { openDemoSession, typeCard } from '../../fixtures/checkout';
import {
  createFakeStripe,
  fakeStripeProvider,
  FAKE_PUBLISHABLE_KEY,
} from '../../fixtures/fakeStripe';
import { useTranslation } from 'react-i18next';
import { PaymentArea, type PaymentAreaProps } from './PaymentArea';
import { inColumn } from '../../fixtures/decorators';

// 2 x 12.50 + 1 x 30.00 + AED 10 delivery = AED 65.00.
const lines = demoCart([
  [90, 2],
  [99, 1],
]);

/** The demo session the story pays, opened before it renders. */
const arranged = { clientSecret: '' };

function PaymentAreaDemo(args: Omit<PaymentAreaProps, 'clientSecret'>) {
  return <PaymentArea {...args} clientSecret={arranged.clientSecret} />;
}

const fake = createFakeStripe();
const stripeLoads = fakeStripeProvider(async () => fake.asStripe);
const stripeRejects = fakeStripeProvider(() => Promise.reject(new Error('script failed to load')));
const stripeIsNull = fakeStripeProvider(async () => null);
const stripeNeverLoads = fakeStripeProvider(() => new Promise(() => undefined));
let failedLoadsLeft = 0;
const stripeFailsOnce = fakeStripeProvider(async () => {
  if (failedLoadsLeft === 0) return fake.asStripe;
  failedLoadsLeft -= 1;
  throw new Error('script failed to load');
});

const meta = {
  title: 'Checkout/PaymentArea',
  component: PaymentAreaDemo,
  subcomponents: { PaymentArea },
  args: { onPaid: fn() },
  beforeEach: async () => {
    resetMockState();
    fake.stripe.createEmbeddedCheckoutPage.mockClear();
    fake.embeddedCheckout.mount.mockClear();
    arranged.clientSecret = await openDemoSession(lines);
  },
  decorators: [inColumn('36rem')],
} satisfies Meta<typeof PaymentAreaDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With no Stripe configured, the demo card form takes the payment: the test card pays AED 65.00. */
export const Demo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
    const pay = await canvas.findByRole('button', { name: /^Pay AED\s65\.00$/ });
    await typeCard(canvasElement, { number: DEMO_CARDS.pays });
    await userEvent.click(pay);
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledOnce());
  },
};

/** With Stripe configured, its embedded checkout is mounted for this session and no demo form is shown. */
export const Stripe: Story = {
  parameters: { services: { payment: stripeLoads } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('fake-embedded-checkout')).toBeVisible();
    await expect(stripeLoads.loadStripe).toHaveBeenCalledWith(FAKE_PUBLISHABLE_KEY);
    await expect(fake.stripe.createEmbeddedCheckoutPage).toHaveBeenCalledOnce();
    await expect(fake.stripe.createEmbeddedCheckoutPage).toHaveBeenCalledWith({
      clientSecret: arranged.clientSecret,
    });
    await expect(fake.embeddedCheckout.mount).toHaveBeenCalledWith(expect.any(HTMLDivElement));
    await expect(canvas.queryByRole('button', { name: /Pay/ })).toBeNull();
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** While Stripe's script loads: "Loading secure payment..." as a status, not an empty box. */
export const StripeLoading: Story = {
  parameters: { services: { payment: stripeNeverLoads } },
  play: async ({ canvasElement }) => {
    const text = await within(canvasElement).findByText('Loading secure payment...');
    await expect(text.closest('[role="status"]')).toBeVisible();
  },
};

/** Stripe's script fails to load: an alert and Try again, never a blank payment area. */
export const StripeUnavailable: Story = {
  parameters: { services: { payment: stripeRejects } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The secure payment form could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(fake.stripe.createEmbeddedCheckoutPage).not.toHaveBeenCalled();
  },
};

/** Stripe loads but gives nothing back: treated as unavailable, with the same alert. */
export const StripeLoadsNull: Story = {
  parameters: { services: { payment: stripeIsNull } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The secure payment form could not be loaded.',
    );
  },
};

/** Stripe fails once; Try again loads it and mounts the checkout for the same session. */
export const StripeUnavailableThenRetry: Story = {
  beforeEach: () => {
    failedLoadsLeft = 1;
  },
  parameters: { services: { payment: stripeFailsOnce } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByTestId('fake-embedded-checkout')).toBeVisible();
    await expect(fake.stripe.createEmbeddedCheckoutPage).toHaveBeenCalledWith({
      clientSecret: arranged.clientSecret,
    });
  },
};

/** The payment area right to left, with the Arabic heading over the card form. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'الدفع' }),
    ).toBeVisible();
  },
};
/** Stripe failing in Arabic: the alert and Try again right to left. */
export const ArabicStripeUnavailable: Story = {
  globals: { locale: 'ar' },
  parameters: { services: { payment: stripeRejects } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'تعذّر تحميل نموذج الدفع الآمن.',
    );
  },
};
/** The payment area in Japanese, to check the heading and card form labels. */
export const Japanese: Story = { globals: { locale: 'ja' } };
/** The payment area in Hindi, to check the heading and card form labels. */
export const Hindi: Story = { globals: { locale: 'hi' } };
/** At phone width the expiry and security code fall under the card number inside the payment area. */
export const Narrow: Story = {
  decorators: [inColumn('20rem')],
};

/** The notice in the reader's language, as CheckoutFlow passes it. */
function StartedAgainDemo(args: Omit<PaymentAreaProps, 'clientSecret'>) {
  const { t } = useTranslation('checkout');
  return <PaymentAreaDemo {...args} notice={t('payment.renewed')} />;
}

/** Issue 29: the shop forgot the first session, and the checkout opened a fresh one. */
export const StartedAgain: Story = {
  render: (args) => <StartedAgainDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^We had to start your payment again\./)).toHaveAttribute(
      'role',
      'status',
    );
    await expect(await canvas.findByRole('button', { name: /^Pay AED\s65\.00$/ })).toBeVisible();
  },
};
