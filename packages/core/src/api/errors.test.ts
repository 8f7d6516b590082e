import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './errors';

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
  });

  it('is told apart from other errors', () => {
    expect(isApiError(new ApiError('shape', 'x'))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
