import { describe, expect, it } from 'vitest';
import {
  ApiError,
  isApiError,
  isConflict,
  mayPassLater,
  READ_RETRY_FIRST_MS,
  READ_RETRY_LONGEST_MS,
  readRetryDelayMs,
} from './errors';

describe('ApiError', () => {
  it('carries its kind and status', () => {
    // Act
    const error = new ApiError('http', 'Not Found', 404);

    // Assert
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 404,
      message: 'Not Found',
    });
    expect(new ApiError('network', 'down').status).toBeNull();
    expect(new ApiError('http', 'Not Found', 404).reason).toBeNull();
  });

  it('carries why a 409 refused the request', () => {
    expect(new ApiError('conflict', 'Conflict', 409, 'pricesChanged')).toMatchObject({
      kind: 'conflict',
      status: 409,
      reason: 'pricesChanged',
    });
  });

  it('is told apart from other errors', () => {
    expect(isApiError(new ApiError('shape', 'x'))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('isConflict', () => {
  it('is true only for an ApiError of kind conflict', () => {
    expect(isConflict(new ApiError('conflict', 'Conflict', 409, 'pricesChanged'))).toBe(true);
    expect(isConflict(new ApiError('conflict', 'Conflict', 409))).toBe(true);
    expect(isConflict(new ApiError('http', 'Conflict', 409))).toBe(false);
    expect(isConflict(new ApiError('http', 'down', 500))).toBe(false);
    expect(isConflict(Object.assign(new Error('x'), { kind: 'conflict' }))).toBe(false);
    expect(isConflict(null)).toBe(false);
  });
});

describe('mayPassLater', () => {
  it.each([
    ['an unreachable service', new ApiError('network', 'down'), true],
    ['a service too slow to answer', new ApiError('timeout', 'slow'), true],
    ['a failure on the service’s side', new ApiError('http', 'Bad Gateway', 502), true],
    ['the first 5xx', new ApiError('http', 'Internal Server Error', 500), true],
    ['the last 4xx', new ApiError('http', 'Unavailable For Legal Reasons', 451), false],
    ['a missing entry', new ApiError('http', 'Not Found', 404), false],
    ['an http failure without a status', new ApiError('http', 'odd'), false],
    ['a conflict', new ApiError('conflict', 'Conflict', 409, 'pricesChanged'), false],
    ['an answer of the wrong shape', new ApiError('shape', 'x'), false],
    ['an error of another kind', new Error('bug'), false],
  ])('%s: %s', (_label, error, expected) => {
    expect(mayPassLater(error)).toBe(expected);
  });
});

describe('readRetryDelayMs', () => {
  it('waits 5 s after the first failure, and twice as long after each next one', () => {
    expect([1, 2, 3, 4].map(readRetryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
  });

  it('never waits longer than a minute, however many failures', () => {
    expect(readRetryDelayMs(5)).toBe(READ_RETRY_LONGEST_MS);
    expect(readRetryDelayMs(1_000)).toBe(60_000);
  });

  it('waits the first delay for a count below one', () => {
    expect(readRetryDelayMs(0)).toBe(READ_RETRY_FIRST_MS);
  });
});
