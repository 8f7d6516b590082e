/**
 * True when the browser says it has no network (`navigator.onLine` is false). A file of code that
 * fails to load then failed for the connection, not because a deploy removed it: reloading would
 * only land on the browser's own offline page, so the site waits for the connection instead.
 */
export function isOffline(
  browser: { readonly onLine?: boolean } | undefined = globalThis.navigator,
): boolean {
  return browser?.onLine === false;
}
