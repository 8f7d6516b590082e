import type Stripe from 'stripe';

/**
 * A refusal in the shape Stripe answers with (docs.stripe.com/api/errors): the HTTP status,
 * and `{ error: { type, message, param?, code? } }` as the body.
 */
export class StripeError extends Error {
  readonly status: number;
  readonly type: Stripe.RawErrorType;
  readonly param: string | undefined;
  readonly code: string | undefined;

  constructor(
    status: number,
    type: Stripe.RawErrorType,
    message: string,
    { param, code }: { param?: string; code?: string } = {},
  ) {
    super(message);
    this.status = status;
    this.type = type;
    this.param = param;
    this.code = code;
  }

  body(): { error: Stripe.StripeRawError } {
    const { type, message, param, code } = this;
    return {
      error: {
        type,
        message,
        ...(param === undefined ? {} : { param }),
        ...(code === undefined
          ? {}
          : { code, doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}` }),
      },
    };
  }
}

export function invalidRequest(message: string, param?: string): StripeError {
  return new StripeError(
    400,
    'invalid_request_error',
    message,
    param === undefined ? {} : { param },
  );
}
