import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ShopClient } from '../api/shopClient';
import type { PrizeRecord } from '../types';
import { toError } from './toError';

export interface CouponInput {
  shop: Pick<ShopClient, 'verifyCode'>;
}

export interface CouponContext {
  shop: Pick<ShopClient, 'verifyCode'>;
  /** The code being or last verified. */
  code: string;
  /** Kept while the code is valid (docs/requirements.md §4). */
  record: PrizeRecord | null;
  /** Why the last check could not be made (network, server); null otherwise. */
  error: Error | null;
}

/** Inputs of the machine's actors, for tests and stories that replace them with .provide(). */
export interface CouponActorInputs {
  verifyCode: { shop: CouponInput['shop']; code: string };
}

export type CouponEvent = { type: 'CODE'; code: string } | { type: 'CLEAR' };

/**
 * What a screen reads from the coupon check, never its state names: `busy` (verifying),
 * `valid`, `invalid` (not valid or already used) and `failed` (the check could not be made).
 */
export type CouponTag = 'busy' | 'valid' | 'invalid' | 'failed';

/**
 * Coupon or prize code check (docs/requirements.md §4): idle -> verifying -> valid | invalid | error.
 * A new non-empty code restarts the check from any state; CLEAR forgets everything.
 */
export const couponMachine = setup({
  types: {
    context: {} as CouponContext,
    events: {} as CouponEvent,
    input: {} as CouponInput,
    tags: {} as CouponTag,
  },
  actors: {
    verifyCode: fromPromise<PrizeRecord | null, CouponActorInputs['verifyCode']>(({ input }) =>
      input.shop.verifyCode(input.code),
    ),
  },
  guards: {
    hasCode: ({ event }) => {
      assertEvent(event, 'CODE');
      return event.code.trim() !== '';
    },
  },
  actions: {
    startCheck: assign({
      code: ({ event }) => {
        assertEvent(event, 'CODE');
        return event.code.trim();
      },
      record: null,
      error: null,
    }),
    forget: assign({ code: '', record: null, error: null }),
  },
}).createMachine({
  id: 'coupon',
  context: ({ input }) => ({ shop: input.shop, code: '', record: null, error: null }),
  initial: 'idle',
  on: {
    CODE: { guard: 'hasCode', target: '.verifying', actions: 'startCheck' },
    CLEAR: { target: '.idle', actions: 'forget' },
  },
  states: {
    idle: {},
    verifying: {
      tags: 'busy',
      invoke: {
        src: 'verifyCode',
        input: ({ context }) => ({ shop: context.shop, code: context.code }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'valid',
            actions: assign({ record: ({ event }) => event.output }),
          },
          { target: 'invalid' },
        ],
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => toError(event.error) }),
        },
      },
    },
    valid: { tags: 'valid' },
    /** Not valid or already used. */
    invalid: { tags: 'invalid' },
    error: { tags: 'failed' },
  },
});
