/** How a call to a back end failed. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'conflict' | 'shape';

/** The only error the API clients throw. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status when a response arrived, otherwise null. */
  readonly status: number | null;
  /**
   * Why a 409 refused the request, as the service names it (e.g. `pricesChanged`), so the
   * site can read the catalog again and let the shopper continue; null otherwise.
   */
  readonly reason: string | null;

  constructor(
    kind: ApiErrorKind,
    message: string,
    status: number | null = null,
    reason: string | null = null,
  ) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.reason = reason;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The shop refused the order because it disagrees with the catalog (HTTP 409). */
export function isConflict(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'conflict';
}
