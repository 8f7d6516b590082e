/** How a call to a back end failed. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'shape';

/** The only error the API clients throw. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status when a response arrived, otherwise null. */
  readonly status: number | null;

  constructor(kind: ApiErrorKind, message: string, status: number | null = null) {
    super(message);
    this.kind = kind;
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
