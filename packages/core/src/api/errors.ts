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

/**
 * Whether asking again later may succeed: the service was unreachable, too slow, or failed on
 * its side (5xx). A refusal of the request itself (4xx, a conflict, an answer of the wrong
 * shape) will be the same next time.
 */
export function mayPassLater(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status !== null && error.status >= 500;
}

/** The first wait before a failed read asks again by itself, doubled at each failure. */
export const READ_RETRY_FIRST_MS = 5_000;
/** The longest wait between two such tries. */
export const READ_RETRY_LONGEST_MS = 60_000;

/** How long to wait after the `failures`-th failure in a row (1, 2, …) before asking again. */
export function readRetryDelayMs(failures: number): number {
  const doublings = Math.max(0, Math.floor(failures) - 1);
  return Math.min(READ_RETRY_FIRST_MS * 2 ** Math.min(doublings, 16), READ_RETRY_LONGEST_MS);
}
