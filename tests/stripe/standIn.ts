/**
 * A local stand-in for the few Stripe endpoints the shop's embedded Checkout uses, for tests on
 * a machine that cannot reach Stripe. Point the official SDK at it with `sdkOptions`; it answers
 * as Stripe's API does at the SDK's pinned version (README.md in this folder).
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { once } from 'node:events';
import { parse } from 'qs';
import Stripe from 'stripe';
import { checkoutSessionEvent } from './checkoutEvent';
import type { CheckoutSessionEvent, CheckoutSessionEventType } from './checkoutEvent';
import { createSession, expiredSession, paidSession } from './checkoutSession';
import type { StoredSession } from './checkoutSession';
import { readCreateParams } from './createParams';
import { array, integer, onlyKnown, text } from './formParams';
import type { Params } from './formParams';
import { StripeError, invalidRequest } from './stripeError';
import { stripeId } from './stripeId';

const HOST = '127.0.0.1';
const MAX_BODY_BYTES = 1024 * 1024;
/** Stripe's default and largest page of a list (docs.stripe.com/api/pagination). */
const PAGE = { default: 10, max: 100 };
/** Stripe unfolds `a[0][b]=1`; up to 100 line items, each nested four deep. */
const FORM = { depth: 8, arrayLimit: 100 };

/** One request as the stand-in received it, for tests to assert on. */
export interface StandInRequest {
  method: string;
  path: string;
  query: Params;
  body: Params;
  idempotencyKey: string | null;
  stripeVersion: string | null;
}

export interface StripeStandIn {
  host: typeof HOST;
  port: number;
  protocol: 'http';
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Spread into the SDK's options: `new Stripe(key, { ...standIn.sdkOptions })`. */
  sdkOptions: { host: typeof HOST; port: number; protocol: 'http' };
  sessions: ReadonlyMap<string, Stripe.Checkout.Session>;
  requests: readonly StandInRequest[];
  /** What a shopper's successful payment does: the session becomes `complete` and `paid`. */
  pay(sessionId: string): Stripe.Checkout.Session;
  /** What `POST /v1/checkout/sessions/:id/expire`, or its `expires_at` passing, does. */
  expire(sessionId: string): Stripe.Checkout.Session;
  /** The event Stripe would send about `session`, with a new `evt_` id. */
  event(type: CheckoutSessionEventType, session: Stripe.Checkout.Session): CheckoutSessionEvent;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
}

function noSuchSession(id: string, param = 'session'): StripeError {
  return new StripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, {
    param,
    code: 'resource_missing',
  });
}

function authenticate(header: string | undefined): string {
  const key = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  if (key === undefined) {
    throw new StripeError(
      401,
      'invalid_request_error',
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (!/^sk_test_\w+$/.test(key)) {
    const shown = `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
    throw new StripeError(401, 'invalid_request_error', `Invalid API Key provided: ${shown}`);
  }
  return key;
}

function checkVersion(version: string | null): void {
  if (version !== null && version !== Stripe.API_VERSION) {
    throw invalidRequest(
      `Invalid Stripe API version: ${version}. The Stripe stand-in answers only as ${Stripe.API_VERSION}, the version the stripe package pins.`,
    );
  }
}

function expandsLineItems(params: Params): boolean {
  const expand = array(params, 'expand') ?? [];
  const other = expand.find((path) => path !== 'line_items');
  if (other !== undefined) {
    throw invalidRequest(`The Stripe stand-in can expand only line_items, not ${String(other)}.`);
  }
  return expand.length > 0;
}

function lineItemsPage(stored: StoredSession, params: Params): Stripe.ApiList<Stripe.LineItem> {
  const limit = Math.min(integer(params, 'limit', 1) ?? PAGE.default, PAGE.max);
  const after = text(params, 'starting_after');
  const start =
    after === undefined ? 0 : stored.lineItems.findIndex((item) => item.id === after) + 1;
  if (after !== undefined && start === 0) {
    throw invalidRequest(`No such line item: '${after}'`, 'starting_after');
  }
  const data = stored.lineItems.slice(start, start + limit);
  return {
    object: 'list',
    data,
    has_more: start + limit < stored.lineItems.length,
    url: `/v1/checkout/sessions/${stored.session.id}/line_items`,
  };
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > MAX_BODY_BYTES) throw invalidRequest('Request body too large.');
  }
  return body;
}

export async function startStripeStandIn(options: { port?: number } = {}): Promise<StripeStandIn> {
  const stored = new Map<string, StoredSession>();
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const requests: StandInRequest[] = [];
  /** Per API key and Idempotency-Key: the request first sent with it and the answer it got. */
  const idempotent = new Map<string, { request: string; answer: Answer }>();
  const now = () => Math.floor(Date.now() / 1000);

  function find(id: string): StoredSession {
    const found = stored.get(id);
    if (found === undefined) throw noSuchSession(id);
    return found;
  }

  function save(id: string, session: Stripe.Checkout.Session, lineItems = find(id).lineItems) {
    stored.set(id, { session, lineItems });
    sessions.set(id, session);
    return session;
  }

  function expire(id: string): Stripe.Checkout.Session {
    const { session } = find(id);
    if (session.status !== 'open') {
      throw invalidRequest(
        `Only Checkout Sessions with a status of open can be expired; ${id} is ${String(session.status)}.`,
      );
    }
    return save(id, expiredSession(session));
  }

  function withLineItems(id: string, params: Params): Stripe.Checkout.Session {
    const found = find(id);
    return expandsLineItems(params)
      ? { ...found.session, line_items: lineItemsPage(found, {}) }
      : found.session;
  }

  function route(method: string, path: string, params: Params): unknown {
    const match = /^\/v1\/checkout\/sessions(?:\/([^/]+)(?:\/([^/]+))?)?$/.exec(path);
    const [, id, action] = match ?? [];
    if (method === 'POST' && match !== null && id === undefined) {
      const { expand = [], ...create } = params;
      const created = createSession(readCreateParams(create, now()), now());
      stored.set(created.session.id, created);
      sessions.set(created.session.id, created.session);
      return withLineItems(created.session.id, { expand });
    }
    if (method === 'GET' && id !== undefined && action === undefined) {
      onlyKnown(params, ['expand']);
      return withLineItems(id, params);
    }
    if (method === 'GET' && id !== undefined && action === 'line_items') {
      onlyKnown(params, ['limit', 'starting_after']);
      return lineItemsPage(find(id), params);
    }
    if (method === 'POST' && id !== undefined && action === 'expire') {
      onlyKnown(params, ['expand']);
      expire(id);
      return withLineItems(id, params);
    }
    throw new StripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}). The Stripe stand-in answers only the Checkout Session endpoints in its README.`,
    );
  }

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', `http://${HOST}`);
    const method = request.method ?? 'GET';
    const rawBody = await readBody(request);
    const record: StandInRequest = {
      method,
      path: url.pathname,
      query: parse(url.search.slice(1), FORM),
      body: parse(rawBody, FORM),
      idempotencyKey: header(request, 'idempotency-key'),
      stripeVersion: header(request, 'stripe-version'),
    };
    requests.push(record);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Request-Id': stripeId('req', 14),
      'Stripe-Version': Stripe.API_VERSION,
    };
    let result: Answer;
    try {
      const apiKey = authenticate(request.headers.authorization);
      checkVersion(record.stripeVersion);
      const key = record.idempotencyKey === null ? null : `${apiKey} ${record.idempotencyKey}`;
      const fingerprint = `${method} ${url.pathname} ${rawBody}`;
      const earlier = method === 'POST' && key !== null ? idempotent.get(key) : undefined;
      if (earlier !== undefined && earlier.request !== fingerprint) {
        throw new StripeError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${record.idempotencyKey}' if you meant to execute a different request.`,
        );
      }
      if (earlier !== undefined) headers['Idempotent-Replayed'] = 'true';
      result = earlier?.answer ?? {
        status: 200,
        body: route(method, url.pathname, method === 'GET' ? record.query : record.body),
      };
      if (method === 'POST' && key !== null)
        idempotent.set(key, { request: fingerprint, answer: result });
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      result = { status: error.status, body: error.body() };
    }
    if (record.idempotencyKey !== null) headers['Idempotency-Key'] = record.idempotencyKey;
    response.writeHead(result.status, headers).end(JSON.stringify(result.body, null, 2));
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({ error: { type: 'api_error', message: String(error) } }, null, 2),
      );
    });
  });
  server.listen(options.port ?? 0, HOST);
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;

  return {
    host: HOST,
    port,
    protocol: 'http',
    origin: `http://${HOST}:${port}`,
    sdkOptions: { host: HOST, port, protocol: 'http' },
    sessions,
    requests,
    pay(sessionId) {
      const { session } = find(sessionId);
      if (session.status !== 'open') {
        throw new Error(`${sessionId} is ${String(session.status)}, not open: it cannot be paid.`);
      }
      return save(sessionId, paidSession(session));
    },
    expire,
    event: checkoutSessionEvent,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      }),
  };
}
