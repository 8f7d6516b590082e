import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  memoryPendingOrderStore,
  mergeCartChanges,
  parseProduct,
  paths,
  reconcileCart,
  removeFromCart,
  resetCart,
  setLineQuantity,
  type CartChange,
  type CartLine,
  type CartReading,
  type CheckoutSessionRequest,
} from '@rimal/core';
import {
  DEMO_CARDS,
  checkoutSession,
  createShopHandlers,
  demoCatalog,
  demoEndpoints,
  heldForever,
  resetMockState,
  shopOrderRefs,
  shopOrders,
  type DemoCatalog,
} from '@rimal/mocks';
import { demoCart } from '../../fixtures/catalog';
import { createFakeStripe, fakeStripeProvider } from '../../fixtures/fakeStripe';
import { expectEmptyCheckout } from '../../fixtures/checkout';
import { CheckoutFlow } from './CheckoutFlow';
import {
  fillCustomerDetails,
  openDemoSession,
  paidDemoSession,
  storyCustomer,
  typeCard,
} from '../../fixtures/checkout';
import { inColumn } from '../../fixtures/decorators';

interface Args {
  initial: CartLine[];
  /** The catalog's answer when checkout reads these cart lines again. */
  readCart: (lines: readonly CartLine[]) => Promise<CartReading>;
  onConfirmed: () => void;
  onFailed: () => void;
  onPaid: (sessionId: string) => void;
  onQuantityChange: (id: number, quantity: number) => void;
  onRemove: (id: number) => void;
}

/**
 * What a return from the payment page brings, arranged before the story renders: the session
 * id of the URL and the pending order this browser kept.
 */
const arranged: { sessionId: string | null } = { sessionId: null };
const pendingOrders = memoryPendingOrderStore();

/**
 * The checkout as the app wires it: the cart kept by core's rules, emptied on confirmation; a
 * demo payment "navigates" to the return URL by handing its session id back as `sessionId`.
 */
function CheckoutDemo({
  initial,
  readCart,
  onConfirmed,
  onFailed,
  onPaid,
  onQuantityChange,
  onRemove,
}: Args) {
  const [lines, setLines] = useState(initial);
  const [notices, setNotices] = useState<CartChange[]>([]);
  const [sessionId, setSessionId] = useState(arranged.sessionId);
  // As the app's cart store: a read brings the stored lines to the catalog and adds notices.
  const stored = useRef(lines);
  useEffect(() => {
    stored.current = lines;
  }, [lines]);
  return (
    <CheckoutFlow
      lines={lines}
      sessionId={sessionId}
      readCart={async () => {
        const reading = await readCart(stored.current);
        stored.current = reading.lines;
        setLines(reading.lines);
        setNotices((older) => mergeCartChanges(older, reading.changes));
        return reading;
      }}
      notices={notices}
      onNoticesSeen={() => setNotices([])}
      onConfirmed={() => {
        setLines(resetCart());
        onConfirmed();
      }}
      onFailed={onFailed}
      onPaid={(id) => {
        onPaid(id);
        setSessionId(id);
      }}
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

// 2 x 12.50 + 1 x 30.00 = 55.00 and AED 10 delivery: AED 65.00.
const cart = demoCart([
  [90, 2],
  [99, 1],
]);

type ProductEdits = Readonly<
  Record<number, Partial<DemoCatalog['products'][number]['attributes']>>
>;

/** The demo catalog after an editor changed some products since the cart was filled. */
const editedCatalog = (edits: ProductEdits): DemoCatalog => ({
  ...demoCatalog,
  products: demoCatalog.products.map((product) => ({
    id: product.id,
    attributes: { ...product.attributes, ...edits[product.id] },
  })),
});

/** The catalog checkout reads the cart from again, failing the next `failNext` reads. */
const catalog: { read: DemoCatalog; failNext: number } = { read: demoCatalog, failNext: 0 };

/** The catalog's answer to a read of `lines`, through core's own reconciling. */
async function readFromCatalog(lines: readonly CartLine[]): Promise<CartReading> {
  if (catalog.failNext > 0) {
    catalog.failNext -= 1;
    throw new Error('The catalog could not be read');
  }
  const products = catalog.read.products.map((record) => parseProduct(record, demoEndpoints.media));
  return reconcileCart(lines, products);
}

/** The catalog was edited before the shopper submitted: the read and the shop both see it. */
function catalogEdited(edits: ProductEdits): Pick<Story, 'beforeEach' | 'parameters'> {
  const edited = editedCatalog(edits);
  return {
    beforeEach: () => {
      catalog.read = edited;
    },
    parameters: {
      msw: {
        handlers: [
          recordSessionRequests,
          ...createShopHandlers(demoEndpoints, { catalog: edited }),
        ],
      },
    },
  };
}

/** `POST /create-checkout-session` bodies sent so far; the request goes on to the demo shop. */
const sessionRequests: CheckoutSessionRequest[] = [];
const recordSessionRequests = http.post(
  `${demoEndpoints.shop}/create-checkout-session`,
  async ({ request }) => {
    sessionRequests.push((await request.clone().json()) as CheckoutSessionRequest);
    return undefined;
  },
);

const meta = {
  title: 'Checkout/CheckoutFlow',
  component: CheckoutDemo,
  subcomponents: { CheckoutFlow },
  parameters: { layout: 'fullscreen', route: paths.checkout },
  args: {
    initial: cart,
    readCart: fn(readFromCatalog),
    onConfirmed: fn(),
    onFailed: fn(),
    onPaid: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  beforeEach: () => {
    resetMockState();
    pendingOrders.clear();
    arranged.sessionId = null;
    catalog.read = demoCatalog;
    catalog.failNext = 0;
    sessionRequests.length = 0;
  },
} satisfies Meta<typeof CheckoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A return from the payment page with a paid session, the order kept in `pendingOrders`. */
/**
 * The return from the payment page is arranged on the demo back ends before the story renders,
 * in module state shared by these stories: on a docs page, where every story renders at once,
 * they would wait on each other. They are left off the docs page and kept in the sidebar.
 */
const notOnDocsPage = ['!autodocs'];
const returnPaid = async () => {
  const { sessionId, order } = await paidDemoSession(cart);
  pendingOrders.save(order);
  arranged.sessionId = sessionId;
};
const withPendingOrders = { pendingOrderStore: pendingOrders };

const stripe = (() => {
  const fake = createFakeStripe();
  return { fake, provider: fakeStripeProvider(async () => fake.asStripe) };
})();

const serverError = () =>
  HttpResponse.json({ error: 'internal_error', message: 'Internal Server Error' }, { status: 500 });

/** A handler that fails the next `times` calls of one endpoint with a 500, then lets them through. */
function failing(method: 'get' | 'post', path: string) {
  const state = { left: 0 };
  const handler = http[method](`${demoEndpoints.shop}${path}`, () => {
    if (state.left === 0) return undefined;
    state.left -= 1;
    return serverError();
  });
  return { handler, failNext: (times = 1) => (state.left = times) };
}

/** A handler that fails every call of one endpoint with a 500. */
const down = (method: 'get' | 'post', path: string) =>
  http[method](`${demoEndpoints.shop}${path}`, serverError);

const continueToPayment = async (canvasElement: HTMLElement) => {
  await fillCustomerDetails(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue to payment' }));
};

const payName = (amount: string) => new RegExp(`^Pay AED\\s${amount.replace('.', '\\.')}$`);

/** Fills the details, then pays the AED 65.00 order with the card `number`. */
const payWithCard = async (canvasElement: HTMLElement, number: string) => {
  await continueToPayment(canvasElement);
  const pay = await within(canvasElement).findByRole('button', { name: payName('65.00') });
  await typeCard(canvasElement, { number });
  await userEvent.click(pay);
};

const totalOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByText('Total', { selector: 'dt' }).nextElementSibling;

interface FailsOnce {
  /** The call that fails once. */
  step: ReturnType<typeof failing>;
  /** It fails on the return from the payment page, not on submitting the details. */
  returning?: boolean;
  /** What the alert says. */
  message: string;
  /** Checks while the alert is shown, before Try again. */
  before?: (alert: HTMLElement) => Promise<void>;
  /** Checks once the retry got past the step. */
  after?: () => Promise<void>;
}

/** One call fails once: the alert says so, and Try again carries on to the payment or the order. */
function failsOnce({ step, returning = false, message, before, after }: FailsOnce): Story {
  return {
    beforeEach: async () => {
      if (returning) await returnPaid();
      step.failNext(1);
    },
    parameters: {
      ...(returning && { services: withPendingOrders }),
      msw: { handlers: [step.handler] },
    },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      if (!returning) await continueToPayment(canvasElement);
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent(message);
      await before?.(alert);
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      if (returning) await waitFor(() => expect(args.onConfirmed).toHaveBeenCalledOnce());
      else
        await expect(await canvas.findByRole('button', { name: payName('65.00') })).toBeVisible();
      await after?.();
    },
  };
}

/** The checkout as it opens: order summary, coupon field and totals beside the empty delivery form. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: /Order Summary/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Coupon or prize code' })).toHaveAttribute(
      'placeholder',
      'ABC123',
    );
    await expect(canvas.getByRole('form', { name: 'Delivery Details' })).toBeVisible();
    await expect(totalOf(canvasElement)).toHaveTextContent('AED 65.00');
  },
};

/** Changing a quantity or removing a line updates the totals at once: the shopper sees what they will pay. */
export const QuantityChangesUpdateTheTotals: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Increase quantity of Dark Chocolate Khalas Dates' }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith(90, 3);
    // 67.50 reaches the AED 10 tier still; 67.50 + 10 = 77.50.
    await expect(totalOf(canvasElement)).toHaveTextContent('AED 77.50');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Dark Chocolate Khalas Dates from the order' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(90);
    await expect(totalOf(canvasElement)).toHaveTextContent('AED 50.00');
  },
};

/** Continue with an empty form: every required field says so and focus goes to the first one. */
export const DetailsWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(canvas.getAllByText('This field is required')).toHaveLength(8));
    await waitFor(() => expect(canvas.getByLabelText(/First name/)).toHaveFocus());
    await expect(shopOrderRefs()).toHaveLength(0);
  },
};

/** After valid details: the card payment, the delivery summary, and the coupon locked so the charge matches. */
export const PaymentShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await continueToPayment(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Payment' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(await canvas.findByRole('button', { name: payName('65.00') })).toBeVisible();
    await expect(
      canvas.getByText('Please do not close this page until your order is confirmed.'),
    ).toBeVisible();
    // The order reference went out pending, with the form's details (docs/requirements.md §4).
    const refs = shopOrderRefs();
    await expect(refs).toHaveLength(1);
    await expect(refs[0]?.body).toMatchObject({
      payment_status: 'pending',
      status: 'pending',
      card_amount: 65,
      delivery_cost: 10,
      num_pieces: 3,
      destination_address_name: 'Layla Haddad',
      destination_address_city: 'Dubai',
      destination_address_house_no: 'Villa 7',
      destination_address_building_name: 'Villa 7',
      destination_address_area: 'Al Barsha 1, Street 12',
      destination_address_mobile_number: '+971 50 123 4567',
      brand: 'Rimal',
      weight: 2,
    });
    await expect(String(refs[0]?.body.customer_reference_number)).toMatch(/^NOT-\d+$/);
    // The order can no longer change under the payment.
    await expect(canvas.queryByRole('button', { name: /Increase quantity of/ })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Coupon or prize code' })).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: 'Delivering to' })).toBeVisible();
  },
};

/** A prize code halves the total, and the payment asks for the discounted amount. */
export const PrizeDiscountReachesThePayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Coupon or prize code' }),
      'WIN50OFF01',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Enjoy 50% off your total purchase!')).toBeVisible();
    // 55.00 - 27.00 = 28.00, under 50: AED 20 delivery.
    await expect(totalOf(canvasElement)).toHaveTextContent('AED 48.00');
    await continueToPayment(canvasElement);
    await expect(await canvas.findByRole('button', { name: payName('48.00') })).toBeVisible();
    await expect(shopOrderRefs()[0]?.body).toMatchObject({ card_amount: 48, delivery_cost: 20 });
  },
};

/** The test card that is declined: the payment form says so and the shopper can try another card. */
export const Declined: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await payWithCard(canvasElement, DEMO_CARDS.declined);
    const form = canvas.getByRole('group', { name: 'Demo card payment' });
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your card was declined. Please try another card.',
    );
    await expect(args.onPaid).not.toHaveBeenCalled();
    await expect(shopOrders()).toHaveLength(0);
  },
};

/** A successful payment ends on the order confirmation. */
export const PaidAndConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await payWithCard(canvasElement, DEMO_CARDS.pays);
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledOnce());
    const sessionId = (args.onPaid as ReturnType<typeof fn>).mock.calls[0]?.[0] as string;
    await expect(checkoutSession(sessionId)?.status).toBe('complete');
    // The return with ?session_id= checks the session and places the pending order.
    await waitFor(() => expect(args.onConfirmed).toHaveBeenCalledOnce());
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your order is confirmed!' }),
    ).toBeVisible();
    const orders = shopOrders();
    await expect(orders).toHaveLength(1);
    await expect(orders[0]?.body).toMatchObject({
      sessionId,
      payment_status: 'pending',
      status: 'pending',
      card_amount: 65,
      email: storyCustomer.email,
    });
    await expect(orders[0]?.body.customer_reference_number).toBe(
      shopOrderRefs()[0]?.body.customer_reference_number,
    );
    await expect(args.onFailed).not.toHaveBeenCalled();
  },
};

/** Without an onPaid from the app, the flow checks the paid session itself. */
export const PaidWithoutNavigation: Story = {
  render: (args) => (
    <CheckoutFlow
      lines={args.initial}
      readCart={() => args.readCart(args.initial)}
      onConfirmed={args.onConfirmed}
      onFailed={args.onFailed}
      onQuantityChange={args.onQuantityChange}
      onRemove={args.onRemove}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await payWithCard(canvasElement, DEMO_CARDS.pays);
    await waitFor(() => expect(args.onConfirmed).toHaveBeenCalledOnce());
    await expect(shopOrders()).toHaveLength(1);
    await expect(
      await canvas.findByRole('heading', { name: 'Your order is confirmed!' }),
    ).toBeVisible();
  },
};

/** Edit details from the payment step: the form comes back with everything typed, and the coupon unlocks. */
export const EditDetailsKeepsTheValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await continueToPayment(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit details' }));
    await expect(await canvas.findByLabelText(/First name/)).toHaveValue('Layla');
    await expect(canvas.getByLabelText(/City/)).toHaveValue('Dubai');
    await expect(canvas.getByLabelText(/Landmark/)).toHaveValue(storyCustomer.landmark);
    await expect(canvas.getByRole('textbox', { name: 'Coupon or prize code' })).toBeEnabled();
  },
};

/** A double click on Continue sends the details once: no second order reference. */
export const NoDoubleSubmission: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${demoEndpoints.shop}/create_order_ref`, async () => {
          await delay(300);
          return undefined;
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCustomerDetails(canvasElement);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Continue to payment' }));
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('button', { name: payName('65.00') });
    await expect(shopOrderRefs()).toHaveLength(1);
  },
};

/** While the details are being sent: "please wait..." is announced and Continue is gone. */
export const Submitting: Story = {
  parameters: {
    ...heldForever('post', `${demoEndpoints.shop}/create_order_ref`),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await continueToPayment(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'please wait...' })).toHaveTextContent(
      'Please do not close this page until your order is confirmed.',
    );
    await expect(canvas.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  },
};

/** Registering the order fails once: the message says so and Try again goes on. */
export const OrderReferenceFails: Story = failsOnce({
  step: failing('post', '/create_order_ref'),
  message: 'We could not register your order. Please try again.',
  before: async () => expect(shopOrderRefs()).toHaveLength(0),
  after: async () => expect(shopOrderRefs()).toHaveLength(1),
});

/** The shop keeps refusing the order reference: the message stays, with Retry and Edit. */
export const OrderReferenceDown: Story = {
  parameters: { msw: { handlers: [down('post', '/create_order_ref')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await continueToPayment(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not register your order.',
    );
    await userEvent.click(
      within(canvas.getByRole('alert')).getByRole('button', { name: 'Edit details' }),
    );
    await expect(await canvas.findByLabelText(/First name/)).toHaveValue('Layla');
  },
};

/** Opening the payment fails once: a retry goes on without registering the order twice. */
export const PaymentSessionFails: Story = failsOnce({
  step: failing('post', '/create-checkout-session'),
  message: 'We could not start the payment. Please try again.',
  before: async (alert) =>
    expect(within(alert).getByRole('button', { name: 'Edit details' })).toBeVisible(),
  // The retry did not register the order a second time.
  after: async () => expect(shopOrderRefs()).toHaveLength(1),
});

/** With a Stripe provider the embedded Stripe checkout is shown instead of the demo card form. */
export const StripePayment: Story = {
  parameters: { services: { payment: stripe.provider } },
  beforeEach: () => {
    stripe.fake.stripe.createEmbeddedCheckoutPage.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await continueToPayment(canvasElement);
    await expect(await canvas.findByTestId('fake-embedded-checkout')).toBeVisible();
    await expect(stripe.fake.stripe.createEmbeddedCheckoutPage).toHaveBeenCalledWith({
      clientSecret: expect.stringMatching(/^cs_demo_\w+_secret_\w+$/),
    });
  },
};

/** Stripe.js does not load: the shopper gets a message and Try again, not an empty box. */
export const StripeUnavailable: Story = {
  parameters: {
    services: { payment: fakeStripeProvider(() => Promise.reject(new Error('blocked'))) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await continueToPayment(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The secure payment form could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Back from the payment page with a paid session: the order is placed and confirmed. */
export const ReturnWithPaidSession: Story = {
  tags: notOnDocsPage,
  beforeEach: returnPaid,
  parameters: { services: withPendingOrders },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onConfirmed).toHaveBeenCalledOnce());
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Your order is confirmed!' }),
    ).toBeVisible();
    await expect(shopOrders()[0]?.body.sessionId).toBe(arranged.sessionId);
    await expect(pendingOrders.load()).toBeNull();
  },
};

/** Back from the payment page while the payment is being checked: the full-page please wait. */
export const CheckingPayment: Story = {
  tags: notOnDocsPage,
  beforeEach: returnPaid,
  parameters: {
    services: withPendingOrders,
    ...heldForever('get', `${demoEndpoints.shop}/session-status`),
  },
  play: async ({ canvasElement }) => {
    const wait = await within(canvasElement).findByRole('status', { name: 'please wait...' });
    await expect(wait).toHaveAttribute('data-fill', 'true');
  },
};

/** Checking the payment fails once: the message and Try again, which places the order. */
export const PaymentStatusFails: Story = {
  tags: notOnDocsPage,
  ...failsOnce({
    step: failing('get', '/session-status'),
    returning: true,
    message: 'We could not check the status of your payment. Please try again.',
  }),
};

/** Paid, but placing the order fails once: the message says the payment went through, and a retry places it. */
export const PlacingTheOrderFails: Story = {
  tags: notOnDocsPage,
  ...failsOnce({
    step: failing('post', '/create_order'),
    returning: true,
    message:
      'Your payment went through, but we could not confirm your order yet. Please try again.',
    before: async () => expect(shopOrders()).toHaveLength(0),
    after: async () => expect(shopOrders()).toHaveLength(1),
  }),
};

/** The shop keeps refusing the paid order: a full-page message with Retry. */
export const PlacingTheOrderDown: Story = {
  tags: notOnDocsPage,
  beforeEach: returnPaid,
  parameters: { services: withPendingOrders, msw: { handlers: [down('post', '/create_order')] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your payment went through, but we could not confirm your order yet.',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(args.onConfirmed).not.toHaveBeenCalled();
    // The order is still kept for the next try.
    await expect(pendingOrders.load()).not.toBeNull();
  },
};

/** Paid, but this browser holds no order to place: the shopper is sent to support, never told the order exists. */
export const OrderNotFound: Story = {
  tags: notOnDocsPage,
  beforeEach: async () => {
    await returnPaid();
    pendingOrders.clear();
  },
  parameters: { services: withPendingOrders },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/we could not find your order in this browser/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Chat with our support team/ })).toHaveAttribute(
      'href',
      'https://wa.me/97140000000',
    );
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      paths.shop,
    );
    await expect(args.onConfirmed).not.toHaveBeenCalled();
    await expect(shopOrders()).toHaveLength(0);
  },
};

/** Back from the payment page without paying: the form is shown again to try once more. */
export const ReturnNotCompleted: Story = {
  tags: notOnDocsPage,
  beforeEach: async () => {
    const secret = await openDemoSession(cart);
    arranged.sessionId = /^cs_demo_(\w+)_secret_/.exec(secret)?.[1] ?? null;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Your payment was not completed. Please check your details and try again.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Delivery Details' })).toBeVisible();
    await expect(args.onFailed).not.toHaveBeenCalled();
  },
};

/** The payment session expired: the flow reports it and the app shows the payment failed page. */
export const ReturnPaymentExpired: Story = {
  tags: notOnDocsPage,
  beforeEach: () => {
    arranged.sessionId = 'expired_session';
  },
  parameters: {
    msw: {
      handlers: [
        http.get(`${demoEndpoints.shop}/session-status`, () =>
          HttpResponse.json({ status: 'expired' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onFailed).toHaveBeenCalledOnce());
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Sorry payment failed!' }),
    ).toBeVisible();
    await expect(args.onConfirmed).not.toHaveBeenCalled();
  },
};

/** The flow shows CheckoutEmpty, and the same checks hold. */
export const EmptyCart: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    await expectEmptyCheckout(canvasElement);
  },
};

/** Pinned to Arabic: the whole checkout right to left, with prices written the Arabic way. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'إتمام الشراء' }),
    ).toBeVisible();
  },
};

/** An Arabic shopper fills the form in Arabic and reaches the payment, with the city in Arabic. */
export const ArabicPayment: Story = {
  globals: { locale: 'ar' },
  args: { initial: demoCart([[90, 6]]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/الاسم الأول/), 'ليلى');
    await userEvent.type(canvas.getByLabelText(/اسم العائلة/), 'حداد');
    await userEvent.type(canvas.getByLabelText(/البريد الإلكتروني/), 'layla@example.com');
    await userEvent.type(canvas.getByLabelText(/رقم الهاتف/), '+971501234567');
    await userEvent.selectOptions(canvas.getByLabelText(/المدينة/), 'Abu Dhabi');
    await userEvent.type(canvas.getByLabelText(/^العنوان/), 'شارع الكورنيش');
    await userEvent.type(canvas.getByLabelText(/رقم المنزل أو اسمه/), 'فيلا 3');
    await userEvent.type(canvas.getByLabelText(/أقرب معلم/), 'قرب الحديقة');
    await userEvent.click(canvas.getByRole('button', { name: 'المتابعة إلى الدفع' }));
    await expect(await canvas.findByRole('button', { name: /ادفع/ })).toBeVisible();
    await expect(canvas.getByText('أبوظبي', { exact: false })).toBeVisible();
  },
};

/** Pinned to Japanese: the CJK face in the form, the summary and the totals. */
export const Japanese: Story = { globals: { locale: 'ja' } };

/** Pinned to Hindi with a prize applied: long Devanagari labels and the prize message. */
export const HindiWithPrize: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /कूपन/ }), 'WINGOLD001{Enter}');
    await expect(await canvas.findByText(/GOLD COIN/)).toBeVisible();
  },
};

/** On a phone-width screen: the summary and the form in one column. */
export const Narrow: Story = {
  decorators: [inColumn('24rem')],
  play: async ({ canvasElement }) => {
    await continueToPayment(canvasElement);
    await within(canvasElement).findByRole('button', { name: payName('65.00') });
  },
};

/** The message that answers a submit the cart's read sent back to the form. */
const cartStatus = (canvasElement: HTMLElement, message: string) =>
  within(canvasElement).findByText(message, { selector: '[role="status"]' });

const cartUpdated = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('status', { name: 'Your cart was updated' });

/** A price changed since the cart was filled: the form is shown again, with what changed. */
export const CartChanged: Story = {
  ...catalogEdited({ 99: { price: 27 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await continueToPayment(canvasElement);
    const status = await cartStatus(
      canvasElement,
      'Your cart changed since you last looked. Check your order, then continue to payment.',
    );
    await waitFor(() => expect(status).toHaveFocus());
    await expect(cartUpdated(canvasElement)).toHaveTextContent(
      /Pistachio Kunafa Medjool\s*Price changed from AED\s30\.00 to AED\s27\.00/,
    );
    // 2 x 12.50 + 27.00 = 52.00 and AED 10 delivery.
    await expect(totalOf(canvasElement)).toHaveTextContent('AED 62.00');
    await expect(canvas.getByLabelText(/First name/)).toHaveValue('Layla');
    await expect(canvas.getByLabelText(/City/)).toHaveValue('Dubai');
    await expect(shopOrderRefs()).toHaveLength(0);
    await expect(sessionRequests).toHaveLength(0);
  },
};

/** The shop refused the priced order (409): the cart is read again and the shopper checks it. */
export const PricesChangedAfterConflict: Story = (() => {
  const edited = editedCatalog({ 99: { price: 32 } });
  // The editor saves the new price just as the shopper pays.
  const refusedOnce = { done: false };
  const conflict = http.post(`${demoEndpoints.shop}/create-checkout-session`, () => {
    if (refusedOnce.done) return undefined;
    refusedOnce.done = true;
    catalog.read = edited;
    return HttpResponse.json(
      { error: 'cart_conflict', reason: 'pricesChanged', message: 'Prices changed' },
      { status: 409 },
    );
  });
  return {
    beforeEach: () => {
      refusedOnce.done = false;
    },
    parameters: {
      msw: {
        handlers: [
          recordSessionRequests,
          conflict,
          ...createShopHandlers(demoEndpoints, { catalog: edited }),
        ],
      },
    },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      await continueToPayment(canvasElement);
      const status = await cartStatus(
        canvasElement,
        'Prices have changed. Check your order, then continue to payment.',
      );
      await waitFor(() => expect(status).toHaveFocus());
      await expect(args.readCart).toHaveBeenCalledTimes(2);
      await expect(cartUpdated(canvasElement)).toHaveTextContent(
        /Price changed from AED\s30\.00 to AED\s32\.00/,
      );
      // 2 x 12.50 + 32.00 = 57.00 and AED 10 delivery.
      await expect(totalOf(canvasElement)).toHaveTextContent('AED 67.00');
      await expect(canvas.getByLabelText(/Landmark/)).toHaveValue(storyCustomer.landmark);
      await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
      await expect(await canvas.findByRole('button', { name: payName('67.00') })).toBeVisible();
      await expect(sessionRequests.at(-1)?.products).toContainEqual(
        expect.objectContaining({ product_id: 99, price: 32 }),
      );
    },
  };
})();

/** The catalog could not be read: nothing is charged, and Try again reads it again. */
export const CatalogFailed: Story = {
  beforeEach: () => {
    catalog.failNext = 1;
  },
  parameters: { msw: { handlers: [recordSessionRequests] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await continueToPayment(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      "We couldn't check the latest prices and stock. Your cart is safe; please try again.",
    );
    await expect(within(alert).getByRole('button', { name: 'Edit details' })).toBeVisible();
    await expect(shopOrderRefs()).toHaveLength(0);
    await expect(sessionRequests).toHaveLength(0);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: payName('65.00') })).toBeVisible();
    await expect(args.readCart).toHaveBeenCalledTimes(2);
  },
};

/** The catalog cannot be read at all: Try again reads it again, and nothing is sent. */
export const CatalogDown: Story = {
  beforeEach: () => {
    catalog.failNext = Number.POSITIVE_INFINITY;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await continueToPayment(canvasElement);
    await userEvent.click(
      within(await canvas.findByRole('alert')).getByRole('button', { name: 'Try again' }),
    );
    await waitFor(() => expect(args.readCart).toHaveBeenCalledTimes(2));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "We couldn't check the latest prices and stock.",
    );
    await expect(canvas.getByRole('textbox', { name: 'Coupon or prize code' })).toBeDisabled();
    await expect(shopOrderRefs()).toHaveLength(0);
  },
};

/** Every line sold out since the cart was filled: no form, nothing to pay for. */
export const NothingBuyable: Story = {
  ...catalogEdited({ 90: { outofstock: true }, 99: { outofstock: true } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await continueToPayment(canvasElement);
    const status = await cartStatus(canvasElement, 'Nothing in your cart can be bought right now.');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(canvas.queryByRole('form', { name: 'Delivery Details' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    await expect(shopOrderRefs()).toHaveLength(0);
    await expect(sessionRequests).toHaveLength(0);
  },
};

/** A line sold out since the cart was filled stays in the cart but is left out of the order. */
export const SoldOutLineLeftOut: Story = {
  ...catalogEdited({ 90: { outofstock: true } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await continueToPayment(canvasElement);
    await cartStatus(
      canvasElement,
      'Your cart changed since you last looked. Check your order, then continue to payment.',
    );
    await expect(cartUpdated(canvasElement)).toHaveTextContent(
      /Dark Chocolate Khalas Dates\s*Sold out: not included in your order/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    // 1 x 30.00 and AED 20 delivery.
    await expect(await canvas.findByRole('button', { name: payName('50.00') })).toBeVisible();
    // The shopper went on with the cart as it is now: its notices are seen.
    await expect(cartUpdated(canvasElement)).toBeNull();
    await expect(sessionRequests).toHaveLength(1);
    const items = sessionRequests[0]?.products ?? [];
    await expect(items.map((item) => item.product_id)).toEqual([99, undefined]);
    await expect(items.some((item) => item.title.includes('Khalas'))).toBe(false);
    await expect(shopOrderRefs()[0]?.body.products).toEqual([
      expect.objectContaining({ id: 99, quantity: 1 }),
    ]);
  },
};
