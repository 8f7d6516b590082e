import { object, string, type ObjectSchema } from 'yup';
import type { SessionStatus } from '../types';
import { ApiError } from './errors';
import { request, type HttpConfig } from './http';
import { asNumber, asOptionalString, asRecord, asString } from './shape';

/**
 * The demo card payment that stands in for Stripe's embedded form when no publishable key is
 * set (docs/demo-catalog.md §3.3). It talks to the demo shop API: `GET /demo/session`
 * for the amount and `POST /demo/pay` to pay, after which the session status is `complete`.
 */
export type DemoPaymentClientConfig = HttpConfig;

/** A card as typed in the demo form. */
export interface DemoCard {
  cardNumber: string;
  /** MM/YY (MMYY and MM/YYYY are read too). */
  expiry: string;
  cvc: string;
}

export interface DemoPaymentSession {
  /** The id Stripe's return URL would carry as `session_id`. */
  sessionId: string;
  status: SessionStatus;
  /** What the session charges, in AED. */
  amountTotal: number;
  currency: string;
}

/**
 * How a payment attempt ended. `declined`: the card was refused (402); `refused`: the demo does
 * not accept these card details (400, for example a real card number); `expired`: the session
 * can no longer be paid (410); `lost`: the shop no longer knows the session (404, its server
 * restarted), so a fresh one must be opened; `codeSpent`: the session's prize code was spent by
 * another session's payment meanwhile (409 `codeNotValid`), and nothing was charged. Anything
 * else is thrown as an ApiError.
 */
export type DemoPaymentResult =
  | { outcome: 'paid'; sessionId: string }
  | { outcome: 'declined' }
  | { outcome: 'refused' }
  | { outcome: 'expired' }
  | { outcome: 'lost' }
  | { outcome: 'codeSpent' };

export interface DemoPaymentClient {
  /** The session behind a client secret: its id, status and amount. */
  session(clientSecret: string): Promise<DemoPaymentSession>;
  pay(clientSecret: string, card: DemoCard): Promise<DemoPaymentResult>;
}

/** Card numbers are typed with spaces or dashes between groups. */
export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** 12 to 19 digits passing the Luhn check. */
export function isCardNumber(value: string): boolean {
  const digits = normaliseCardNumber(value);
  if (!/^\d{12,19}$/.test(digits)) {
    return false;
  }
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) {
        digit -= 9;
      }
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Month (1-12) and full year of an expiry typed as MM/YY, MMYY or MM/YYYY; null otherwise. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const parts = /^(\d{2})\/?(\d{2}|\d{4})$/.exec(value.replace(/\s/g, ''));
  if (!parts?.[1] || !parts[2]) {
    return null;
  }
  const month = Number(parts[1]);
  if (month < 1 || month > 12) {
    return null;
  }
  const year = parts[2].length === 2 ? 2000 + Number(parts[2]) : Number(parts[2]);
  return { month, year };
}

/** A card is valid through the last day of its expiry month (UTC, like the demo API). */
export function isFutureExpiry(value: string, now: number): boolean {
  const expiry = parseExpiry(value);
  return expiry !== null && Date.UTC(expiry.year, expiry.month, 1) > now;
}

export function isCvc(value: string): boolean {
  return /^\d{3,4}$/.test(value.trim());
}

/** Messages of the demo card form: keys of the `checkout` namespace. */
export const DEMO_CARD_MESSAGES = {
  cardNumber: 'demoPayment.invalidCard',
  expiry: 'demoPayment.invalidExpiry',
  cvc: 'demoPayment.invalidCvc',
} as const;

/** The demo card form: a Luhn-valid number, an expiry not in the past, a 3 or 4 digit CVC. */
export function demoCardSchema(now: () => number = Date.now): ObjectSchema<DemoCard> {
  return object({
    cardNumber: string()
      .required(DEMO_CARD_MESSAGES.cardNumber)
      .test('luhn', DEMO_CARD_MESSAGES.cardNumber, (value) => isCardNumber(value)),
    expiry: string()
      .required(DEMO_CARD_MESSAGES.expiry)
      .test('future', DEMO_CARD_MESSAGES.expiry, (value) => isFutureExpiry(value, now())),
    cvc: string()
      .required(DEMO_CARD_MESSAGES.cvc)
      .test('cvc', DEMO_CARD_MESSAGES.cvc, (value) => isCvc(value)),
  });
}

function toSession(body: unknown): DemoPaymentSession {
  const answer = asRecord(body, 'answer');
  return {
    sessionId: asString(answer.sessionId, 'sessionId'),
    status: asString(answer.status, 'status'),
    amountTotal: asNumber(answer.amountTotal, 'amountTotal'),
    currency: asOptionalString(answer.currency, 'currency') ?? 'aed',
  };
}

const refusals: Partial<Record<number, DemoPaymentResult>> = {
  400: { outcome: 'refused' },
  402: { outcome: 'declined' },
  404: { outcome: 'lost' },
  410: { outcome: 'expired' },
};

export function createDemoPaymentClient(config: DemoPaymentClientConfig): DemoPaymentClient {
  const session = (clientSecret: string) =>
    request(config, '/demo/session', { query: { client_secret: clientSecret }, parse: toSession });

  return {
    session,

    pay: async (clientSecret, card) => {
      try {
        return await request(config, '/demo/pay', {
          method: 'POST',
          json: {
            clientSecret,
            cardNumber: normaliseCardNumber(card.cardNumber),
            expiry: card.expiry.replace(/\s/g, ''),
            cvc: card.cvc.trim(),
          },
          parse: (answer): DemoPaymentResult => ({
            outcome: 'paid',
            sessionId: asString(asRecord(answer, 'answer').sessionId, 'sessionId'),
          }),
        });
      } catch (error) {
        if (!(error instanceof ApiError) || error.kind === 'network' || error.status === null) {
          throw error;
        }
        const refusal = refusals[error.status];
        if (refusal) {
          return refusal;
        }
        if (error.status === 409 && error.reason === 'codeNotValid') {
          return { outcome: 'codeSpent' };
        }
        // 409: this session is already paid (a second tab, or a retry after a lost answer).
        if (error.status === 409) {
          const paid = await session(clientSecret);
          if (paid.status === 'complete') {
            return { outcome: 'paid', sessionId: paid.sessionId };
          }
        }
        throw error;
      }
    },
  };
}
