import { ORDER_BRAND } from './brand';
import { totalPieces } from './cart';
import { fromFils, toFils, type Fils } from './money';
import { orderTotals } from './pricing';
import type {
  CartLine,
  CheckoutSessionItem,
  CheckoutSessionRequest,
  OrderPayload,
  PrizeRecord,
} from './types';

/** The checkout customer form (docs/requirements.md §5); every field is required. */
export interface CustomerDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** English city name, one of CITY_NAMES. */
  city: string;
  /** The Address field. */
  address: string;
  /** House No. or Name. */
  house: string;
  landmark: string;
}

export const initialCustomerDetails: CustomerDetails = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  city: '',
  address: '',
  house: '',
  landmark: '',
};

/** Fixed parcel weight of every order (docs/requirements.md §9). */
export const PARCEL_WEIGHT = 2;

export const ORDER_REFERENCE_PREFIX = 'NOT-';

/** Title of the extra payment-session item that carries the delivery charge. */
export const DELIVERY_ITEM_TITLE = 'Delivery';

/** "2 x Title; 1 x Title": docs/requirements.md §3.5 does not show `descripon`'s content, so we summarise the lines. */
export function orderDescription(lines: readonly Pick<CartLine, 'title' | 'quantity'>[]): string {
  return lines.map((line) => `${line.quantity} x ${line.title}`).join('; ');
}

export interface OrderPayloadInput {
  customer: CustomerDetails;
  lines: readonly CartLine[];
  record: PrizeRecord | null;
  /** The payment session id; empty while the order reference is created before payment. */
  sessionId: string;
  /** Current time in milliseconds since the epoch. */
  now: number;
}

/** The order reference and final order body (docs/requirements.md §3 and §7). */
export function buildOrderPayload({
  customer,
  lines,
  record,
  sessionId,
  now,
}: OrderPayloadInput): OrderPayload {
  const totals = orderTotals(lines, record);
  const house = customer.house.trim();
  return {
    destination_address_name: `${customer.firstName.trim()} ${customer.lastName.trim()}`,
    email: customer.email.trim(),
    products: lines.map((line) => ({ ...line })),
    brand: ORDER_BRAND,
    num_pieces: totalPieces(lines),
    card_amount: fromFils(totals.total),
    descripon: orderDescription(lines),
    destination_address_city: customer.city.trim(),
    destination_address_landmark: customer.landmark.trim(),
    destination_address_area: customer.address.trim(),
    destination_address_building_name: house,
    destination_address_house_no: house,
    customer_reference_number: `${ORDER_REFERENCE_PREFIX}${Math.trunc(now)}`,
    destination_address_mobile_number: customer.phone.trim(),
    weight: PARCEL_WEIGHT,
    delivery_cost: fromFils(totals.deliveryCharge),
    payment_status: 'pending',
    code: record?.code ?? null,
    status: 'pending',
    sessionId,
  };
}

function sessionItem(line: CartLine, unitPrice: Fils, quantity: number): CheckoutSessionItem {
  return {
    title: line.title,
    price: fromFils(unitPrice),
    name: line.title,
    quantity,
    brand: ORDER_BRAND,
    product_id: line.id,
  };
}

/**
 * The payment session body (docs/requirements.md §7), charging exactly the order's total.
 *
 * docs/requirements.md §7.3 does not say how a prize discount or the delivery charge reach the payment provider,
 * and providers refuse negative items. So unit prices are scaled down by
 * (items - discount) / items, rounded down to whole fils; the few fils lost to rounding are
 * given back one per unit by splitting a line into two items (same title, prices one fils
 * apart). Delivery, when charged, is one more item. The session total then equals
 * orderTotals(lines, record).total to the fils.
 */
export function buildCheckoutSessionRequest(
  lines: readonly CartLine[],
  record: PrizeRecord | null,
  { language, reference }: { language?: string; reference?: string } = {},
): CheckoutSessionRequest {
  const totals = orderTotals(lines, record);
  const scale = (unit: Fils): Fils =>
    totals.discount === 0 ? unit : Math.floor((unit * totals.subtotal) / totals.itemsTotal);

  const scaled = lines.map((line) => ({ line, unit: scale(toFils(line.price)) }));
  const scaledTotal = scaled.reduce((sum, { line, unit }) => sum + unit * line.quantity, 0);
  let filsToGiveBack = totals.subtotal - scaledTotal;

  const products: CheckoutSessionItem[] = [];
  for (const { line, unit } of scaled) {
    const raised = Math.min(line.quantity, filsToGiveBack);
    filsToGiveBack -= raised;
    if (raised > 0) {
      products.push(sessionItem(line, unit + 1, raised));
    }
    if (line.quantity - raised > 0) {
      products.push(sessionItem(line, unit, line.quantity - raised));
    }
  }

  if (totals.deliveryCharge > 0) {
    products.push({
      title: DELIVERY_ITEM_TITLE,
      price: fromFils(totals.deliveryCharge),
      name: DELIVERY_ITEM_TITLE,
      quantity: 1,
      brand: ORDER_BRAND,
    });
  }
  const request: CheckoutSessionRequest = { products, code: record?.code ?? null };
  if (language) request.language = language;
  if (reference) request.customer_reference_number = reference;
  return request;
}
