import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, isConflict } from './errors';

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
