import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createDemoPaymentClient, toFils } from '@rimal/core';
import {
  checkoutSession,
  DEMO_CARDS,
  demoEndpoints,
  heldForever,
  resetMockState,
} from '@rimal/mocks';
import { demoCart } from '../../fixtures/catalog';
import { openDemoSession, typeCard } from '../../fixtures/checkout';
import { DemoPaymentForm, type DemoPaymentFormProps } from './DemoPaymentForm';

// 2 x 12.50 + 1 x 30.00 = 55.00, plus AED 10 delivery: the session charges AED 65.00.
const lines = demoCart([
  [90, 2],
  [99, 1],
]);

/** The session each story pays, opened on the demo shop before the story renders. */
const arranged = { clientSecret: '' };

type Args = Omit<DemoPaymentFormProps, 'clientSecret'>;

function PaymentDemo(args: Args) {
  return <DemoPaymentForm {...args} clientSecret={arranged.clientSecret} />;
}

const meta = {
  title: 'Checkout/DemoPaymentForm',
  component: PaymentDemo,
  subcomponents: { DemoPaymentForm },
  args: { shopUrl: demoEndpoints.shop, onPaid: fn() },
  beforeEach: async () => {
    resetMockState();
    arranged.clientSecret = await openDemoSession(lines);
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Intl puts a no-break space between the currency and the amount. */
const payName = (amount: string) => new RegExp(`^Pay AED\\s${amount.replace('.', '\\.')}$`);

const payButton = (canvasElement: HTMLElement, amount = '65.00') =>
  within(canvasElement).findByRole('button', { name: payName(amount) });

const sessionIdOf = (clientSecret: string) =>
  /^cs_demo_([A-Za-z0-9]+)_secret_/.exec(clientSecret)?.[1];

/** The form reads the amount from the payment session: Pay AED 65.00, with the test card to use shown. */
export const AmountFromSession: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await payButton(canvasElement)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Demo card payment' })).toBeVisible();
    await expect(canvas.getByText(/Use card 4242 4242 4242 4242 to pay/)).toBeVisible();
    await expect(canvas.getByLabelText(/Card number/)).toHaveAttribute('autocomplete', 'cc-number');
    await expect(canvas.getByLabelText(/Expiry date/)).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(canvas.getByLabelText(/Security code/)).toHaveAttribute('autocomplete', 'cc-csc');
  },
};

/** The amount given by the page is shown on Pay without asking the session first. */
export const AmountPassedIn: Story = {
  args: { amount: toFils(12.5) },
  play: async ({ canvasElement }) => {
    await expect(await payButton(canvasElement, '12.50')).toBeVisible();
  },
};

/** While the payment session loads, a message holds the form's place instead of an empty box. */
export const Loading: Story = {
  parameters: {
    ...heldForever('get', `${demoEndpoints.shop}/demo/session`),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading secure payment...')).toBeVisible();
  },
};

/** A bad number, a past expiry and a short code are each named on leaving the field; Pay takes nothing. */
export const InlineValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await payButton(canvasElement);
    // Fails the Luhn check, expired, too short.
    await typeCard(canvasElement, { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' });
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a valid card number.')).toBeVisible();
    await expect(canvas.getByText('Enter a valid expiry date.')).toBeVisible();
    await expect(canvas.getByText('Enter a valid security code.')).toBeVisible();
    await userEvent.click(await payButton(canvasElement));
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** Pay with nothing typed: the card number is marked invalid and no payment is attempted. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await payButton(canvasElement));
    await expect(await canvas.findByText('Enter a valid card number.')).toBeVisible();
    await expect(canvas.getByLabelText(/Card number/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** The test card pays: the session is complete and the page is told once, so the order is confirmed. */
export const Pays: Story = {
  play: async ({ canvasElement, args }) => {
    await payButton(canvasElement);
    await typeCard(canvasElement, { number: '4242 4242 4242 4242' });
    await userEvent.click(await payButton(canvasElement));
    const sessionId = sessionIdOf(arranged.clientSecret);
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledWith(sessionId));
    await expect(args.onPaid).toHaveBeenCalledOnce();
    await expect(checkoutSession(sessionId!)?.status).toBe('complete');
  },
};

/** The declining test card: an alert asks for another card and the session stays open to retry. */
export const Declined: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await payButton(canvasElement);
    await typeCard(canvasElement, { number: '4000 0000 0000 0002' });
    await userEvent.click(await payButton(canvasElement));
    const form = canvas.getByRole('group', { name: 'Demo card payment' });
    const alert = await within(form).findByRole('alert');
    await expect(alert).toHaveTextContent('Your card was declined. Please try another card.');
    await expect(args.onPaid).not.toHaveBeenCalled();
    await expect(checkoutSession(sessionIdOf(arranged.clientSecret)!)?.status).toBe('open');
  },
};

/** After a decline the shopper swaps the card number and pays: the alert goes away. */
export const DeclinedThenPaysWithAnotherCard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await payButton(canvasElement);
    await typeCard(canvasElement, { number: DEMO_CARDS.declined });
    await userEvent.click(await payButton(canvasElement));
    await canvas.findByRole('alert');
    const number = canvas.getByLabelText(/Card number/);
    await userEvent.clear(number);
    await userEvent.type(number, DEMO_CARDS.pays);
    await userEvent.click(await payButton(canvasElement));
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledOnce());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A real card number is refused: this demo takes only its test cards, so nobody pays for real. */
export const RefusedCard: Story = {
  play: async ({ canvasElement, args }) => {
    await payButton(canvasElement);
    // A real, Luhn-valid card number that the demo does not take.
    await typeCard(canvasElement, { number: '5555 5555 5555 4444' });
    await userEvent.click(await payButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This demo accepts only the test cards shown above.',
    );
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** While the payment is processed: "Processing payment..." and a busy Pay, so it is not pressed twice. */
export const Processing: Story = {
  args: { amount: toFils(65) },
  parameters: {
    ...heldForever('post', `${demoEndpoints.shop}/demo/pay`),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCard(canvasElement, { number: DEMO_CARDS.pays });
    await userEvent.click(await payButton(canvasElement));
    await expect(await canvas.findByText('Processing payment...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: payName('65.00') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The payment service fails: the shopper is asked to try again and nothing is reported as paid. */
export const PaymentServiceDown: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${demoEndpoints.shop}/demo/pay`, () =>
          HttpResponse.json({ message: 'down' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await payButton(canvasElement);
    await typeCard(canvasElement, { number: DEMO_CARDS.pays });
    await userEvent.click(await payButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We could not reach the payment service. Please try again.',
    );
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

let sessionFailuresLeft = 0;

/** The payment form cannot load at first; Try again brings it back without leaving checkout. */
export const SessionUnavailableThenRetry: Story = {
  beforeEach: () => {
    sessionFailuresLeft = 1;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(`${demoEndpoints.shop}/demo/session`, () => {
          if (sessionFailuresLeft === 0) return undefined;
          sessionFailuresLeft -= 1;
          return HttpResponse.json({ message: 'down' }, { status: 500 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The secure payment form could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await payButton(canvasElement)).toBeVisible();
  },
};

/** A session that expired before paying: the form says so instead of taking the card. */
export const ExpiredSession: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${demoEndpoints.shop}/demo/session`, () =>
          HttpResponse.json({ sessionId: 'x', status: 'expired', amountTotal: 65 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This payment has expired.',
    );
  },
};

/** A session paid already, say in another tab: the page is told at once, so the shopper is not charged twice. */
export const AlreadyPaidSession: Story = {
  // Pays the shared demo session before it renders: on a docs page, where every story renders
  // at once, the others would find it paid. It stays in the sidebar.
  tags: ['!autodocs'],
  beforeEach: async () => {
    await createDemoPaymentClient({ baseUrl: demoEndpoints.shop }).pay(arranged.clientSecret, {
      cardNumber: DEMO_CARDS.pays,
      expiry: '12/39',
      cvc: '123',
    });
  },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onPaid).toHaveBeenCalledWith(sessionIdOf(arranged.clientSecret)),
    );
  },
};

/** The payment form right to left, with the Arabic Pay button and card labels. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /ادفع/ })).toBeVisible();
  },
};
/** A declined card in Arabic: the alert reads right to left beside the card fields. */
export const ArabicDeclined: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pay = await canvas.findByRole('button', { name: /ادفع/ });
    await userEvent.type(canvas.getByLabelText(/رقم البطاقة/), DEMO_CARDS.declined);
    await userEvent.type(canvas.getByLabelText(/تاريخ الانتهاء/), '12/39');
    await userEvent.type(canvas.getByLabelText(/رمز الأمان/), '123');
    await userEvent.click(pay);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('تم رفض بطاقتك');
  },
};
/** The payment form in Japanese, to check the labels and the test card hint. */
export const Japanese: Story = { globals: { locale: 'ja' } };
/** Pay pressed empty in Hindi: the card errors in Devanagari under their fields. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /भुगतान/ }));
  },
};
/** At phone width the expiry and security code fall under each other instead of side by side. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

/** Issue 29: the shop's server restarted between opening the payment and Pay. */
export const SessionForgottenAtPay: Story = {
  args: { amount: toFils(65), onSessionLost: fn() },
  beforeEach: () => {
    resetMockState();
  },
  play: async ({ canvasElement, args }) => {
    await typeCard(canvasElement, { number: DEMO_CARDS.pays });
    await userEvent.click(await payButton(canvasElement));
    await waitFor(() => expect(args.onSessionLost).toHaveBeenCalledOnce());
    await expect(
      within(canvasElement).queryByText(
        'We could not reach the payment service. Please try again.',
      ),
    ).toBeNull();
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** Issue 29: without a way to open a fresh session, a forgotten one reads as expired. */
export const SessionForgottenWithoutRenewal: Story = {
  args: { amount: toFils(65) },
  beforeEach: () => {
    resetMockState();
  },
  play: async ({ canvasElement }) => {
    await typeCard(canvasElement, { number: DEMO_CARDS.pays });
    await userEvent.click(await payButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This payment has expired. Please edit your details to start a new payment.',
    );
  },
};

/** Issue 29: another session spent the prize code first; nothing is charged. */
export const CodeSpentElsewhere: Story = {
  args: { amount: toFils(65) },
  parameters: {
    msw: {
      handlers: [
        http.post(`${demoEndpoints.shop}/demo/pay`, () =>
          HttpResponse.json(
            { error: 'cart_conflict', reason: 'codeNotValid', message: 'Spent' },
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await typeCard(canvasElement, { number: DEMO_CARDS.pays });
    await userEvent.click(await payButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This code has already been used on another order, so no payment was taken.',
    );
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};
