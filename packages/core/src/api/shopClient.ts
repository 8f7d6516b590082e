import type { CheckoutSessionRequest, OrderPayload, PrizeRecord, SessionStatus } from '../types';
import { ApiError } from './errors';
import { ignoreBody, request, type HttpConfig } from './http';
import { asOptionalString, asRecord, asString, isRecord } from './shape';

export type ShopClientConfig = HttpConfig;

/** The shop API of docs/requirements.md §7. */
export interface ShopClient {
  /** Opens a payment session and answers its client secret. */
  createCheckoutSession(body: CheckoutSessionRequest): Promise<string>;
  /** The record of a coupon or prize code, or null when it is not valid or already used. */
  verifyCode(code: string): Promise<PrizeRecord | null>;
  createOrderRef(payload: OrderPayload): Promise<void>;
  sessionStatus(sessionId: string): Promise<SessionStatus>;
  createOrder(payload: OrderPayload): Promise<void>;
}

/**
 * docs/requirements.md §7 reads the record from the answer's `code` object; a record sent at the top
 * level is accepted too, and `{ code: null }` means the code is not valid.
 */
function toPrizeRecord(body: unknown, askedCode: string): PrizeRecord | null {
  const answer = asRecord(body, 'answer');
  if (answer.code === null) {
    return null;
  }
  const record = isRecord(answer.code) ? answer.code : answer;
  return {
    code: asOptionalString(record.code, 'code.code') ?? askedCode,
    userEmail: asOptionalString(record.userEmail, 'code.userEmail'),
    winItemName: asOptionalString(record.winItemName, 'code.winItemName'),
    qr: asOptionalString(record.qr, 'code.qr'),
  };
}

export function createShopClient(config: ShopClientConfig): ShopClient {
  return {
    createCheckoutSession: (body) =>
      request(config, '/create-checkout-session', {
        method: 'POST',
        json: body,
        parse: (answer) => asString(asRecord(answer, 'answer').clientSecret, 'clientSecret'),
      }),

    verifyCode: async (code) => {
      const trimmed = code.trim();
      try {
        return await request(config, `/varifyCode/${encodeURIComponent(trimmed)}`, {
          parse: (answer) => toPrizeRecord(answer, trimmed),
        });
      } catch (error) {
        // 404 is how the shop says "not valid or already used" (docs/requirements.md §4).
        if (error instanceof ApiError && error.kind === 'http' && error.status === 404) {
          return null;
        }
        throw error;
      }
    },

    createOrderRef: (payload) =>
      request(config, '/create_order_ref', { method: 'POST', json: payload, parse: ignoreBody }),

    sessionStatus: (sessionId) =>
      request(config, '/session-status', {
        query: { session_id: sessionId },
        parse: (answer) => asString(asRecord(answer, 'answer').status, 'status'),
      }),

    createOrder: (payload) =>
      request(config, '/create_order', { method: 'POST', json: payload, parse: ignoreBody }),
  };
}
