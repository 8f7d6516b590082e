import {
  CartConflict,
  DEMO_CARDS,
  SESSION_LIFETIME_MS,
  catalogProducts,
  checkPaidOrder,
  demoCardRefusal,
  demoClientSecret,
  fromFils,
  normaliseCode,
  parseCheckoutItems,
  priceCheckoutSession,
  priceOrder,
  sessionIdFromClientSecret,
} from '@rimal/core/shop-api';
import type { PricingContext } from '@rimal/core/shop-api';
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { demoCatalog, prizeCodes as demoPrizeCodes } from '../catalog';
import type { DemoCatalog, PrizeCodeRecord } from '../catalog';
import { trimSlash } from '../endpoints';
import type { DemoEndpoints } from '../endpoints';
import { nextId, ownEntry, readState, updateState } from '../state';
import type { CheckoutSession, MockState, OrderRecord } from '../state';
import { isRecord, nonEmptyString, randomToken, readJson } from './body';

export { DEMO_CARDS, SESSION_LIFETIME_MS, sessionIdFromClientSecret };

export interface ShopHandlerOptions {
  /** Prize codes `varifyCode` accepts; the `empty` scenario passes none. */
  prizeCodes?: readonly PrizeCodeRecord[];
  /** The catalog the content service serves, which every checkout is priced from. */
  catalog?: DemoCatalog;
}

const fail = (status: number, error: string, message: string) =>
  HttpResponse.json({ error, message }, { status });

/** Answers a refused cart as 409 `{ error: 'cart_conflict', reason, message }`. */
function answerConflicts(produce: () => Response): Response {
  try {
    return produce();
  } catch (error) {
    if (error instanceof CartConflict) return HttpResponse.json(error.toBody(), { status: 409 });
    throw error;
  }
}

/** Marks an open session whose time is up as expired; returns its current status. */
function refreshStatus(session: CheckoutSession, now: number): CheckoutSession['status'] {
  if (session.status === 'open' && now > Date.parse(session.expiresAt)) session.status = 'expired';
  return session.status;
}

const codeFields = ['code', 'couponCode', 'prizeCode', 'coupon'] as const;

/**
 * The prize code an order spends when its session was priced without one: a code sent under
 * a common name, or a known code inside `descripon`, or else the session's.
 */
function prizeCodeOf(
  body: Record<string, unknown>,
  known: readonly PrizeCodeRecord[],
  session: CheckoutSession | undefined,
): string | null {
  const knownCodes = new Set(known.map((record) => record.code));
  for (const field of codeFields) {
    const value = body[field];
    if (nonEmptyString(value) && knownCodes.has(normaliseCode(value))) return normaliseCode(value);
  }
  if (typeof body.descripon === 'string') {
    const words = body.descripon.toUpperCase().split(/[^A-Z0-9]+/);
    const found = words.find((word) => knownCodes.has(word));
    if (found) return found;
  }
  return session?.prizeCode ?? null;
}

/**
 * Spends the code a session was priced with, once for every session opened with it: the
 * first session to pay takes it, and any other is refused `codeNotValid`, even when they were
 * all opened before anything was spent. Called inside one `updateState`, so the check and the
 * spending cannot be split by another request.
 */
export function spendSessionCode(
  state: Pick<MockState, 'usedCodes'>,
  session: CheckoutSession,
): void {
  const code = session.prizeCode;
  if (!code || session.codeSpent) return;
  if (state.usedCodes.includes(code)) {
    throw new CartConflict('codeNotValid', `The code ${code} has been spent by another order.`);
  }
  state.usedCodes.push(code);
  session.codeSpent = true;
}

function findSessionBySecret(state: MockState, clientSecret: unknown) {
  if (typeof clientSecret !== 'string') return undefined;
  const id = sessionIdFromClientSecret(clientSecret);
  const session = id ? ownEntry(state.sessions, id) : undefined;
  return session?.clientSecret === clientSecret ? session : undefined;
}

/**
 * The shop API (docs/demo-catalog.md §3): prize codes, checkout sessions, order reference,
 * order, and the demo payment that stands in for Stripe's embedded form.
 */
export function createShopHandlers(
  endpoints: Pick<DemoEndpoints, 'shop'>,
  options: ShopHandlerOptions = {},
): HttpHandler[] {
  const base = trimSlash(endpoints.shop);
  const codes = options.prizeCodes ?? demoPrizeCodes;
  const products = catalogProducts((options.catalog ?? demoCatalog).products);
  const pricing = (): PricingContext => {
    const { usedCodes } = readState();
    return {
      products,
      unspentCode: (code) => {
        const record = codes.find((candidate) => candidate.code === code);
        if (!record || usedCodes.includes(record.code)) return undefined;
        return { ...record, winItemName: record.winItemName ?? null };
      },
    };
  };

  return [
    http.get(`${base}/varifyCode/:code`, ({ params }) => {
      const wanted = normaliseCode(decodeURIComponent(String(params.code)));
      const record = codes.find((candidate) => candidate.code === wanted);
      const valid = updateState((state) => {
        if (!record || state.usedCodes.includes(record.code)) return false;
        state.lastVerifiedCode = record.code;
        return true;
      });
      if (!valid || !record) return fail(404, 'code_not_valid', 'Code not valid or already used');
      return HttpResponse.json({ code: { ...record } });
    }),

    http.post(`${base}/create-checkout-session`, async ({ request }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return fail(400, 'invalid_body', 'Expected a JSON object body');
      const lines = parseCheckoutItems(body.products);
      if (typeof lines === 'string') return fail(400, 'invalid_products', lines);
      return answerConflicts(() => {
        // A body without a code field is priced without a discount.
        const priced = priceCheckoutSession(lines, body.code, pricing());
        const now = Date.now();
        const id = randomToken(24);
        const session: CheckoutSession = {
          id,
          clientSecret: demoClientSecret(id, randomToken(16)),
          status: 'open',
          products: lines,
          amountTotal: fromFils(priced.totals.total),
          currency: 'aed',
          createdAt: new Date(now).toISOString(),
          expiresAt: new Date(now + SESSION_LIFETIME_MS).toISOString(),
          paidAt: null,
          cardLast4: null,
          prizeCode: priced.code,
          ...(typeof body.language === 'string' && /^[a-z]{2}$/.test(body.language)
            ? { language: body.language }
            : {}),
        };
        updateState((state) => {
          state.sessions[id] = session;
        });
        return HttpResponse.json({ clientSecret: session.clientSecret });
      });
    }),

    http.get(`${base}/session-status`, ({ request }) => {
      const sessionId = new URL(request.url).searchParams.get('session_id');
      if (!sessionId) return fail(400, 'missing_session_id', 'session_id is required');
      const status = updateState((state) => {
        const session = ownEntry(state.sessions, sessionId);
        return session ? refreshStatus(session, Date.now()) : undefined;
      });
      if (!status) return fail(404, 'session_not_found', `No such checkout session: ${sessionId}`);
      return HttpResponse.json({ status });
    }),

    http.post(`${base}/create_order_ref`, async ({ request }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return fail(400, 'invalid_body', 'Expected a JSON object body');
      if (!nonEmptyString(body.email)) return fail(400, 'invalid_order', 'email is required');
      if (
        !(Array.isArray(body.products) ? body.products.length > 0 : nonEmptyString(body.products))
      ) {
        return fail(400, 'invalid_order', 'products must not be empty');
      }
      return answerConflicts(() => {
        priceOrder(body, pricing());
        const record = updateState((state) => {
          const entry: OrderRecord = {
            id: nextId(state),
            receivedAt: new Date().toISOString(),
            sessionId: nonEmptyString(body.sessionId) ? body.sessionId : null,
            prizeCode: prizeCodeOf(body, codes, undefined),
            body,
          };
          state.orderRefs.push(entry);
          return entry;
        });
        return HttpResponse.json(
          {
            message: 'Order reference created',
            id: record.id,
            customer_reference_number: body.customer_reference_number ?? null,
          },
          { status: 201 },
        );
      });
    }),

    http.post(`${base}/create_order`, async ({ request }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return fail(400, 'invalid_body', 'Expected a JSON object body');
      const sessionId = body.sessionId;
      if (!nonEmptyString(sessionId)) return fail(400, 'invalid_order', 'sessionId is required');
      type Outcome =
        | { order: OrderRecord; created: boolean }
        | { error: 'session_not_found' | 'payment_incomplete' };
      return answerConflicts(() => {
        const outcome = updateState((state): Outcome => {
          const existing = ownEntry(state.orders, sessionId);
          if (existing) return { order: existing, created: false };
          const session = ownEntry(state.sessions, sessionId);
          if (!session) return { error: 'session_not_found' };
          if (refreshStatus(session, Date.now()) !== 'complete') {
            return { error: 'payment_incomplete' };
          }
          // Paid is paid: the order is checked against the session, not the catalog.
          checkPaidOrder(body, session);
          // A session paid before payments spent codes (a state saved by an older build).
          spendSessionCode(state, session);
          const order: OrderRecord = {
            id: nextId(state),
            receivedAt: new Date().toISOString(),
            sessionId,
            prizeCode: session.prizeCode ?? prizeCodeOf(body, codes, undefined),
            body,
          };
          state.orders[sessionId] = order;
          if (order.prizeCode && !state.usedCodes.includes(order.prizeCode)) {
            state.usedCodes.push(order.prizeCode);
          }
          if (state.lastVerifiedCode === order.prizeCode) state.lastVerifiedCode = null;
          return { order, created: true };
        });
        if ('error' in outcome) {
          return outcome.error === 'session_not_found'
            ? fail(404, outcome.error, `No such checkout session: ${sessionId}`)
            : fail(409, outcome.error, 'The checkout session has not been paid.');
        }
        return HttpResponse.json(
          { message: 'Order created', id: outcome.order.id, sessionId },
          { status: outcome.created ? 201 : 200 },
        );
      });
    }),

    // Demo payment: what the demo card form posts instead of talking to Stripe.
    http.post(`${base}/demo/pay`, async ({ request }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return fail(400, 'invalid_body', 'Expected a JSON object body');
      const now = new Date();
      return answerConflicts(() =>
        updateState((state) => {
          const session = findSessionBySecret(state, body.clientSecret);
          if (!session) return fail(404, 'session_not_found', 'Unknown or invalid clientSecret');
          const status = refreshStatus(session, now.getTime());
          if (status === 'complete') {
            return fail(409, 'session_already_paid', 'This checkout session is already paid.');
          }
          if (status === 'expired') {
            return fail(410, 'session_expired', 'This checkout session has expired.');
          }
          const refusal = demoCardRefusal(body, now);
          if (refusal) return fail(refusal.status, refusal.error, refusal.message);
          // The payment spends the code: another session priced with it can then not be paid.
          spendSessionCode(state, session);
          session.status = 'complete';
          session.paidAt = now.toISOString();
          session.cardLast4 = DEMO_CARDS.pays.slice(-4);
          return HttpResponse.json({ status: 'complete', sessionId: session.id });
        }),
      );
    }),

    // Lets the demo card form show the amount (`Pay AED <total>`) and the session's state.
    http.get(`${base}/demo/session`, ({ request }) => {
      const clientSecret = new URL(request.url).searchParams.get('client_secret');
      const session = updateState((state) => {
        const found = findSessionBySecret(state, clientSecret);
        if (found) refreshStatus(found, Date.now());
        return found;
      });
      if (!session) return fail(404, 'session_not_found', 'Unknown or invalid client_secret');
      return HttpResponse.json({
        sessionId: session.id,
        status: session.status,
        amountTotal: session.amountTotal,
        currency: session.currency,
        products: session.products,
      });
    }),
  ];
}
