import Stripe from 'stripe';
import type { Known } from './knownValues';
import type { LineItemInput, SessionInput } from './createParams';
import { randomAlphanumeric, stripeId } from './stripeId';

type Session = Stripe.Checkout.Session;

/** A Checkout Session as Stripe answers it, with its line items, which Stripe lists apart. */
export interface StoredSession {
  session: Session;
  lineItems: Stripe.LineItem[];
}

function lineItem(input: LineItemInput, created: number): Stripe.LineItem {
  const amount = input.unitAmount * input.quantity;
  const price = {
    id: stripeId('price'),
    object: 'price',
    active: false,
    billing_scheme: 'per_unit' satisfies Known<Stripe.Price.BillingScheme>,
    created,
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: stripeId('prod', 14),
    recurring: null,
    tax_behavior: 'unspecified' satisfies Known<Stripe.Price.TaxBehavior>,
    tiers_mode: null,
    transform_quantity: null,
    type: 'one_time' satisfies Known<Stripe.Price.Type>,
    unit_amount: input.unitAmount,
    unit_amount_decimal: Stripe.Decimal.from(input.unitAmount),
  } satisfies Stripe.Price;
  return {
    id: stripeId('li'),
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: input.currency,
    description: input.name,
    metadata: {},
    price,
    quantity: input.quantity,
  } satisfies Stripe.LineItem;
}

/** The session Stripe answers a create request with: open, unpaid, its totals from its items. */
export function createSession(input: SessionInput, now: number): StoredSession {
  const id = `cs_test_${randomAlphanumeric(58)}`;
  const lineItems = input.lineItems.map((item) => lineItem(item, now));
  const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  const session = {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: null,
    client_reference_id: input.clientReferenceId,
    client_secret: `${id}_secret_${randomAlphanumeric(24)}`,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required' satisfies Known<Stripe.Checkout.Session.CustomerCreation>,
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: input.metadata,
    mode: input.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection:
      'if_required' satisfies Known<Stripe.Checkout.Session.PaymentMethodCollection>,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: 'unpaid' satisfies Known<Stripe.Checkout.Session.PaymentStatus>,
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    redirect_on_completion: 'always' satisfies Known<Stripe.Checkout.Session.RedirectOnCompletion>,
    return_url: input.returnUrl,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open' satisfies Known<Stripe.Checkout.Session.Status>,
    submit_type: null,
    subscription: null,
    success_url: null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: input.uiMode,
    url: null,
    wallet_options: null,
  } satisfies Session;
  return { session, lineItems };
}

/** What a shopper's successful card payment leaves on the session. */
export function paidSession(session: Session): Session {
  return {
    ...session,
    status: 'complete' satisfies Known<Stripe.Checkout.Session.Status>,
    payment_status: 'paid' satisfies Known<Stripe.Checkout.Session.PaymentStatus>,
    payment_intent: stripeId('pi'),
    customer_details: {
      address: null,
      business_name: null,
      email: session.customer_email,
      individual_name: null,
      name: null,
      phone: null,
      tax_exempt: 'none' satisfies Known<Stripe.Checkout.Session.CustomerDetails.TaxExempt>,
      tax_ids: [],
    },
  } satisfies Session;
}

/** What expiring a session leaves on it (`POST /v1/checkout/sessions/:id/expire`, or time). */
export function expiredSession(session: Session): Session {
  return {
    ...session,
    status: 'expired' satisfies Known<Stripe.Checkout.Session.Status>,
  } satisfies Session;
}
