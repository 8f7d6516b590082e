import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { ShopClient } from '../api/shopClient';
import { aPrize, deferred, unused } from '../testing/fixtures';
import type { PrizeRecord } from '../types';
import { couponMachine, type CouponActorInputs } from './couponMachine';

function startCoupon(verify: (code: string) => Promise<PrizeRecord | null>) {
  const machine = couponMachine.provide({
    actors: {
      verifyCode: fromPromise(({ input }: { input: CouponActorInputs['verifyCode'] }) =>
        verify(input.code),
      ),
    },
  });
  return createActor(machine, { input: { shop: unused<ShopClient>() } }).start();
}

describe('couponMachine', () => {
  it('starts idle with no record', () => {
    // Act
    const actor = startCoupon(() => Promise.resolve(null));

    // Assert
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.record).toBeNull();
  });

  it('keeps the record of a valid code', async () => {
    // Arrange
    const verify = vi.fn(() => Promise.resolve(aPrize()));
    const actor = startCoupon(verify);

    // Act
    actor.send({ type: 'CODE', code: ' WIN50OFF01 ' });

    // Assert
    expect(actor.getSnapshot().value).toBe('verifying');
    const snapshot = await waitFor(actor, (s) => s.matches('valid'));
    expect(snapshot.context.record).toEqual(aPrize());
    expect(snapshot.context.code).toBe('WIN50OFF01');
    expect(verify).toHaveBeenCalledWith('WIN50OFF01');
  });

  it('says invalid for a code not valid or already used', async () => {
    // Arrange
    const actor = startCoupon(() => Promise.resolve(null));

    // Act
    actor.send({ type: 'CODE', code: 'NOPE' });

    // Assert
    const snapshot = await waitFor(actor, (s) => s.matches('invalid'));
    expect(snapshot.context.record).toBeNull();
    expect(snapshot.context.error).toBeNull();
  });

  it('goes to error when the check cannot be made', async () => {
    // Arrange
    const actor = startCoupon(() => Promise.reject(new ApiError('network', 'offline')));

    // Act
    actor.send({ type: 'CODE', code: 'WIN50OFF01' });

    // Assert
    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.error).toMatchObject({ kind: 'network' });
  });

  it('keeps a non-Error rejection as an Error', async () => {
    // Arrange
    const actor = startCoupon(() => Promise.reject('offline'));

    // Act
    actor.send({ type: 'CODE', code: 'WIN50OFF01' });

    // Assert
    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.error).toEqual(new Error('offline'));
  });

  it('ignores an empty code', () => {
    // Arrange
    const verify = vi.fn(() => Promise.resolve(null));
    const actor = startCoupon(verify);

    // Act
    actor.send({ type: 'CODE', code: '   ' });

    // Assert
    expect(actor.getSnapshot().value).toBe('idle');
    expect(verify).not.toHaveBeenCalled();
  });

  it('re-verifies a new code from a settled state and drops the old record', async () => {
    // Arrange
    const actor = startCoupon((code) => Promise.resolve(code === 'GOOD' ? aPrize() : null));
    actor.send({ type: 'CODE', code: 'GOOD' });
    await waitFor(actor, (s) => s.matches('valid'));

    // Act
    actor.send({ type: 'CODE', code: 'BAD' });

    // Assert
    expect(actor.getSnapshot().context.record).toBeNull();
    await waitFor(actor, (s) => s.matches('invalid'));
  });

  it('lets only the latest code decide while a check is running', async () => {
    // Arrange
    const first = deferred<PrizeRecord | null>();
    const second = deferred<PrizeRecord | null>();
    const pending = [first, second];
    const actor = startCoupon(() => (pending.shift() ?? first).promise);
    actor.send({ type: 'CODE', code: 'FIRST' });

    // Act
    actor.send({ type: 'CODE', code: 'SECOND' });
    first.resolve(aPrize());
    second.resolve(null);

    // Assert
    const snapshot = await waitFor(actor, (s) => s.matches('invalid'));
    expect(snapshot.context.code).toBe('SECOND');
    expect(snapshot.context.record).toBeNull();
  });

  it('returns to idle and forgets on CLEAR', async () => {
    // Arrange
    const actor = startCoupon(() => Promise.resolve(aPrize()));
    actor.send({ type: 'CODE', code: 'WIN50OFF01' });
    await waitFor(actor, (s) => s.matches('valid'));

    // Act
    actor.send({ type: 'CLEAR' });

    // Assert
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ code: '', record: null, error: null });
  });

  it('calls the shop client it was given', async () => {
    // Arrange
    const shop = { verifyCode: vi.fn(() => Promise.resolve(aPrize('GOLD COIN'))) };
    const actor = createActor(couponMachine, { input: { shop } }).start();

    // Act
    actor.send({ type: 'CODE', code: 'WINGOLD001' });

    // Assert
    const snapshot = await waitFor(actor, (s) => s.matches('valid'));
    expect(shop.verifyCode).toHaveBeenCalledWith('WINGOLD001');
    expect(snapshot.context.record?.winItemName).toBe('GOLD COIN');
  });
});

describe('couponMachine: tags, which screens read instead of state names', () => {
  it('has no tag while idle', () => {
    // Act
    const actor = startCoupon(() => Promise.resolve(null));

    // Assert
    expect([...actor.getSnapshot().tags]).toEqual([]);
  });

  it.each([
    ['valid', () => Promise.resolve(aPrize())],
    ['invalid', () => Promise.resolve(null)],
    ['failed', () => Promise.reject(new ApiError('network', 'offline'))],
  ] as const)('is busy while verifying, then %s', async (tag, verify) => {
    // Arrange
    const actor = startCoupon(verify);

    // Act
    actor.send({ type: 'CODE', code: 'WIN50OFF01' });
    const verifying = actor.getSnapshot();
    const settled = await waitFor(actor, (s) => !s.hasTag('busy'));

    // Assert
    expect([...verifying.tags]).toEqual(['busy']);
    expect([...settled.tags]).toEqual([tag]);
  });
});
