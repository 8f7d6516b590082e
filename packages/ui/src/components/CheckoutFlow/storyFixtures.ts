/**
 * Shared arrangement for the checkout stories (not exported from the package): prize records
 * from the demo catalog, a customer, and a paid demo session to return with.
 */
import {
  buildCheckoutSessionRequest,
  buildOrderPayload,
  createDemoPaymentClient,
  createShopClient,
  type CartLine,
  type CustomerDetails,
  type OrderPayload,
  type PrizeRecord,
} from '@rimal/core';
import { DEMO_CARDS, demoEndpoints, prizeCodes } from '@rimal/mocks';
import { expect, userEvent, within } from 'storybook/test';

/** A record exactly as the shop client reads `GET /varifyCode/{code}`. */
export function demoRecord(code: string): PrizeRecord {
  const record = prizeCodes.find((candidate) => candidate.code === code);
  if (!record) throw new Error(`The demo shop has no prize code ${code}`);
  return {
    code: record.code,
    userEmail: record.userEmail,
    winItemName: record.winItemName ?? null,
    qr: record.qr,
  };
}

export const storyCustomer: CustomerDetails = {
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'layla@example.com',
  phone: '+971 50 123 4567',
  city: 'Dubai',
  address: 'Al Barsha 1, Street 12',
  house: 'Villa 7',
  landmark: 'Near Mall of the Emirates',
};

/** Opens a demo checkout session for the lines and answers its client secret. */
export async function openDemoSession(
  lines: readonly CartLine[],
  record: PrizeRecord | null = null,
) {
  const shop = createShopClient({ baseUrl: demoEndpoints.shop });
  return shop.createCheckoutSession(buildCheckoutSessionRequest(lines, record));
}

/** A session paid with the demo card that pays, and the order a shopper left pending for it. */
export async function paidDemoSession(lines: readonly CartLine[]): Promise<{
  sessionId: string;
  order: OrderPayload;
}> {
  const clientSecret = await openDemoSession(lines);
  const result = await createDemoPaymentClient({ baseUrl: demoEndpoints.shop }).pay(clientSecret, {
    cardNumber: DEMO_CARDS.pays,
    expiry: '12/39',
    cvc: '123',
  });
  if (result.outcome !== 'paid') throw new Error(`The demo card did not pay: ${result.outcome}`);
  const order = buildOrderPayload({
    customer: storyCustomer,
    lines,
    record: null,
    sessionId: '',
    now: Date.now(),
  });
  return { sessionId: result.sessionId, order };
}

/** Types the story customer into the details form (without submitting it). */
export async function fillCustomerDetails(canvasElement: HTMLElement) {
  const form = within(canvasElement);
  await userEvent.type(form.getByLabelText(/First name/), storyCustomer.firstName);
  await userEvent.type(form.getByLabelText(/Last name/), storyCustomer.lastName);
  await userEvent.type(form.getByLabelText(/Email/), storyCustomer.email);
  await userEvent.type(form.getByLabelText(/Phone Number/), storyCustomer.phone);
  await userEvent.selectOptions(form.getByLabelText(/City/), storyCustomer.city);
  await userEvent.type(form.getByLabelText(/^Address/), storyCustomer.address);
  await userEvent.type(form.getByLabelText(/House No. or Name/), storyCustomer.house);
  await userEvent.type(form.getByLabelText(/Landmark/), storyCustomer.landmark);
  await expect(form.getByLabelText(/City/)).toHaveValue('Dubai');
}

/** Types a card into the demo payment form. */
export async function typeCard(
  canvasElement: HTMLElement,
  card: { number: string; expiry?: string; cvc?: string },
) {
  const form = within(canvasElement);
  await userEvent.type(await form.findByLabelText(/Card number/), card.number);
  await userEvent.type(form.getByLabelText(/Expiry date/), card.expiry ?? '12/39');
  await userEvent.type(form.getByLabelText(/Security code/), card.cvc ?? '123');
}
