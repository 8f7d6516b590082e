import type Stripe from 'stripe';
import { knownValues } from './knownValues';
import type { Known } from './knownValues';
import { array, integer, object, onlyKnown, oneOf, paramName, required, text } from './formParams';
import type { Params } from './formParams';
import { invalidRequest } from './stripeError';

export interface LineItemInput {
  name: string;
  currency: string;
  unitAmount: number;
  quantity: number;
}

/** A create request the stand-in accepts: an embedded Checkout page taking one payment. */
export interface SessionInput {
  mode: Known<Stripe.Checkout.SessionCreateParams.Mode> & 'payment';
  uiMode: Known<Stripe.Checkout.SessionCreateParams.UiMode> & 'embedded_page';
  currency: string;
  lineItems: LineItemInput[];
  returnUrl: string;
  metadata: Record<string, string>;
  clientReferenceId: string | null;
  customerEmail: string | null;
  expiresAt: number;
}

const MODES = knownValues<Stripe.Checkout.SessionCreateParams.Mode>()([
  'payment',
  'setup',
  'subscription',
]);
const UI_MODES = knownValues<Stripe.Checkout.SessionCreateParams.UiMode>()([
  'elements',
  'embedded_page',
  'form',
  'hosted_page',
]);
const ISO_CURRENCIES = new Set(
  Intl.supportedValuesOf('currency').map((code) => code.toLowerCase()),
);
const MINUTE = 60;
const MAX_LINE_ITEMS = 100;
/** Stripe's limits on metadata (docs.stripe.com/metadata). */
const METADATA = { keys: 50, keyLength: 40, valueLength: 500 };

function notImplemented(name: string, value: string, implemented: string): never {
  throw invalidRequest(
    `The Stripe stand-in implements only ${name}=${implemented}; this request sent ${value}.`,
    name,
  );
}

function currency(params: Params, key: string, parent = ''): string | undefined {
  const code = text(params, key, parent)?.toLowerCase();
  const name = paramName(parent, key);
  if (code !== undefined && !ISO_CURRENCIES.has(code)) {
    throw invalidRequest(`Invalid currency: ${code}.`, name);
  }
  return code;
}

function lineItem(value: unknown, index: number): LineItemInput {
  const parent = `line_items[${index}]`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidRequest(`Invalid object: ${parent} must be a hash.`, parent);
  }
  const item = Object.fromEntries(Object.entries(value));
  onlyKnown(item, ['price_data', 'quantity'], parent);
  const priceName = paramName(parent, 'price_data');
  const price = required(object(item, 'price_data', parent), priceName);
  onlyKnown(price, ['currency', 'unit_amount', 'product_data'], priceName);
  const productName = paramName(priceName, 'product_data');
  const product = required(object(price, 'product_data', priceName), productName);
  onlyKnown(product, ['name'], productName);
  return {
    name: required(text(product, 'name', productName), paramName(productName, 'name')),
    currency: required(currency(price, 'currency', priceName), paramName(priceName, 'currency')),
    unitAmount: required(
      integer(price, 'unit_amount', 0, priceName),
      paramName(priceName, 'unit_amount'),
    ),
    quantity: required(integer(item, 'quantity', 1, parent), paramName(parent, 'quantity')),
  };
}

function metadata(params: Params): Record<string, string> {
  const entries = Object.entries(object(params, 'metadata') ?? {});
  if (entries.length > METADATA.keys) {
    throw invalidRequest(`Invalid metadata: at most ${METADATA.keys} keys.`, 'metadata');
  }
  return Object.fromEntries(
    entries.map(([key, value]) => {
      const name = paramName('metadata', key);
      if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${name}.`, name);
      if (key.length > METADATA.keyLength || value.length > METADATA.valueLength) {
        throw invalidRequest(
          `Invalid metadata: keys are at most ${METADATA.keyLength} characters and values at most ${METADATA.valueLength}.`,
          name,
        );
      }
      return [key, value];
    }),
  );
}

function expiresAt(params: Params, now: number): number {
  const value = integer(params, 'expires_at', 0) ?? now + 24 * 60 * MINUTE;
  if (value < now + 30 * MINUTE || value > now + 24 * 60 * MINUTE) {
    throw invalidRequest(
      'The `expires_at` timestamp must be between 30 minutes and 24 hours after the Checkout Session is created.',
      'expires_at',
    );
  }
  return value;
}

/** Reads `POST /v1/checkout/sessions`'s parameters as Stripe does, or throws Stripe's 400. */
export function readCreateParams(params: Params, now: number): SessionInput {
  onlyKnown(params, [
    'ui_mode',
    'mode',
    'currency',
    'line_items',
    'return_url',
    'success_url',
    'cancel_url',
    'metadata',
    'client_reference_id',
    'customer_email',
    'expires_at',
  ]);
  const mode = required(oneOf(params, 'mode', MODES), 'mode');
  if (mode !== 'payment') notImplemented('mode', mode, 'payment');
  const uiMode = oneOf(params, 'ui_mode', UI_MODES) ?? 'hosted_page';
  if (uiMode !== 'embedded_page') notImplemented('ui_mode', uiMode, 'embedded_page');
  for (const key of ['success_url', 'cancel_url']) {
    if (params[key] !== undefined) {
      throw invalidRequest(`\`${key}\` is not supported with \`ui_mode: embedded_page\`.`, key);
    }
  }
  const returnUrl = required(text(params, 'return_url'), 'return_url');
  if (!URL.canParse(returnUrl)) throw invalidRequest('Not a valid URL', 'return_url');

  const items = required(array(params, 'line_items'), 'line_items');
  if (items.length === 0 || items.length > MAX_LINE_ITEMS) {
    throw invalidRequest(`line_items takes 1 to ${MAX_LINE_ITEMS} items.`, 'line_items');
  }
  const lineItems = items.map(lineItem);
  const sessionCurrency = currency(params, 'currency') ?? lineItems[0]?.currency ?? '';
  const otherCurrency = lineItems.findIndex((item) => item.currency !== sessionCurrency);
  if (otherCurrency !== -1) {
    const name = `line_items[${otherCurrency}][price_data][currency]`;
    throw invalidRequest(
      `All line items must use the session's currency, ${sessionCurrency}.`,
      name,
    );
  }

  const clientReferenceId = text(params, 'client_reference_id') ?? null;
  if (clientReferenceId !== null && clientReferenceId.length > 200) {
    throw invalidRequest('client_reference_id is at most 200 characters.', 'client_reference_id');
  }
  const customerEmail = text(params, 'customer_email') ?? null;
  if (customerEmail !== null && !/^[^\s@]+@[^\s@]+$/.test(customerEmail)) {
    throw invalidRequest(`Invalid email address: ${customerEmail}`, 'customer_email');
  }
  return {
    mode,
    uiMode,
    currency: sessionCurrency,
    lineItems,
    returnUrl,
    metadata: metadata(params),
    clientReferenceId,
    customerEmail,
    expiresAt: expiresAt(params, now),
  };
}
