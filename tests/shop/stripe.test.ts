/**
 * The CMS's shop API with STRIPE_SECRET_KEY, against tests/stripe's stand-in for Stripe:
 * sessions priced from the catalog, `session-status` read from Stripe, and the webhook verified
 * on its raw body, each event handled once (README, "What a real shop API must check again",
 * rule 10).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCheckoutSessionRequest,
  buildOrderPayload,
  parseProduct,
  productToCartLine,
} from '@rimal/core';
import type { CartLine, PrizeRecord } from '@rimal/core';
import { demoCatalog, prizeCodes } from '@rimal/mocks';
import { startCms, type RunningCms } from '../../scripts/cms/start.ts';
import { startStripeStandIn, type StripeStandIn } from '../stripe/standIn';
import { signedWebhook } from '../stripe/signedWebhook';

const WEBHOOK_SECRET = 'whsec_rimal_shop_test';
const SITE = 'https://shop.example';

let stripe: StripeStandIn;
let cms: RunningCms;
let dataDir: string;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  dataDir = mkdtempSync(join(tmpdir(), 'rimal-shop-stripe-'));
  cms = await startCms({
    port: Number(process.env.CMS_SHOP_STRIPE_PORT ?? 1353),
    dataDir,
    fresh: true,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_rimal_shop',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: stripe.host,
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: stripe.protocol,
      SHOP_SITE_URL: SITE,
    },
  });
});

afterAll(async () => {
  await cms?.stop();
  await stripe?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(path: string, json?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${cms.shopUrl}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function cartOf(wanted: readonly (readonly [number, number])[]): CartLine[] {
  return wanted.map(([id, quantity]) => {
    const entity = demoCatalog.products.find((product) => product.id === id);
    if (!entity) throw new Error(`No product ${id} in the demo catalog`);
    return productToCartLine(parseProduct(entity, ''), quantity);
  });
}

/** Two Pistachio Kunafa Medjool (AED 30 each) and AED 10 delivery: AED 70. */
const kunafa = cartOf([[99, 2]]);

async function openSession(record: PrizeRecord | null = null, language = 'en') {
  const opened = await call(
    '/create-checkout-session',
    buildCheckoutSessionRequest(kunafa, record),
    {
      'Accept-Language': language,
    },
  );
  expect(opened.status).toBe(200);
  const clientSecret = String(opened.body.clientSecret);
  const session = [...stripe.sessions.values()].find(
    (candidate) => candidate.client_secret === clientSecret,
  );
  if (!session) throw new Error('The shop API answered a client secret Stripe never made');
  return session;
}

const orderOf = (record: PrizeRecord | null, sessionId: string) =>
  buildOrderPayload({
    customer: {
      firstName: 'Omar',
      lastName: 'Rashid',
      email: 'omar.rashid@example.com',
      phone: '+971500000001',
      city: 'Dubai',
      address: 'Jumeirah 2',
      house: 'Villa 7',
      landmark: 'Near the park',
    },
    lines: kunafa,
    record,
    sessionId,
    now: 1718000000000,
  });

async function deliver(event: Parameters<typeof signedWebhook>[0], secret = WEBHOOK_SECRET) {
  const { body, headers } = signedWebhook(event, secret);
  const response = await fetch(`${cms.shopUrl}/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  return response.status;
}

async function ordersOfSession(sessionId: string) {
  const query = new URLSearchParams({ 'filters[paymentSession][$eq]': sessionId });
  const response = await fetch(`${cms.apiUrl}/orders?${query}`, {
    headers: { Authorization: `Bearer ${cms.tokens.orders}` },
  });
  return ((await response.json()) as { data: Record<string, unknown>[] }).data;
}

describe('the shop API with Stripe', () => {
  it('opens an embedded Checkout Session in AED at the catalog’s prices', async () => {
    const session = await openSession(null, 'ar-AE,ar;q=0.9');
    expect(session).toMatchObject({
      ui_mode: 'embedded_page',
      currency: 'aed',
      amount_total: 7000,
      return_url: `${SITE}/ar/check_out?session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(session.metadata?.order_reference).toMatch(/^[A-Za-z0-9]{24}$/);
    expect((await call(`/session-status?session_id=${session.id}`)).body.status).toBe('open');
  });

  it('never asks Stripe to charge a tampered price, and takes no demo payment', async () => {
    const asked = stripe.requests.length;
    const body = buildCheckoutSessionRequest(kunafa, null);
    body.products[0]!.price = 1;
    const refused = await call('/create-checkout-session', body);
    expect(refused).toMatchObject({ status: 409, body: { reason: 'pricesChanged' } });
    expect(stripe.requests).toHaveLength(asked);
    const session = await openSession();
    const demo = await call('/demo/pay', {
      clientSecret: session.client_secret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(demo.status).toBe(404);
  });

  it('places the order from the webhook, once per event, before the browser asks', async () => {
    const session = await openSession();
    const paid = stripe.pay(session.id);
    const event = stripe.event('checkout.session.completed', paid);

    expect(await deliver(event, 'whsec_another_endpoint')).toBe(400);
    expect(await ordersOfSession(session.id)).toHaveLength(0);

    expect(await deliver(event)).toBe(200);
    expect(await deliver(event)).toBe(200);
    const orders = await ordersOfSession(session.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'paid', total: 70 });
    expect((await call(`/session-status?session_id=${session.id}`)).body.status).toBe('complete');
  });

  it('reads a payment from Stripe when the webhook has not come yet', async () => {
    const session = await openSession();
    stripe.pay(session.id);
    expect((await call(`/session-status?session_id=${session.id}`)).body.status).toBe('complete');
    expect(await ordersOfSession(session.id)).toMatchObject([{ status: 'paid' }]);
  });

  it('keeps the second of two charged orders with one code as failed, for a refund', async () => {
    const record = prizeCodes.find((candidate) => candidate.code === 'WINTOTE001');
    if (!record) throw new Error('No prize code WINTOTE001');
    const prize = { ...record, winItemName: record.winItemName ?? null };
    const first = await openSession(prize);
    const second = await openSession(prize);
    for (const session of [first, second]) {
      expect(
        await deliver(stripe.event('checkout.session.completed', stripe.pay(session.id))),
      ).toBe(200);
    }
    expect(await ordersOfSession(first.id)).toMatchObject([{ status: 'paid', code: 'WINTOTE001' }]);
    expect(await ordersOfSession(second.id)).toMatchObject([{ status: 'failed' }]);
    const refused = await call('/create_order', orderOf(prize, second.id));
    expect(refused).toMatchObject({ status: 409, body: { reason: 'codeNotValid' } });
  });
});
