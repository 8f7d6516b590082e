/** Whatever an actor rejected with, as an Error the context can hold and the app can log. */
export function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
