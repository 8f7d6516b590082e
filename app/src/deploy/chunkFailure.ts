/** Errors the site has been told (by `vite:preloadError`) are a file of its code that did not load. */
const reported = new WeakSet<object>();

/**
 * What each engine says when a file of code does not arrive: Chromium, Firefox and Safari word
 * a module that failed to download differently, and Vite words a style sheet of its own.
 */
const wordings = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** Remembers `error` as a file of the site's code that failed to load. */
export function reportChunkFailure(error: unknown): void {
  if (typeof error === 'object' && error !== null) reported.add(error);
}

/**
 * True when `error` is a file of the site's code (a page, the cart drawer, a style sheet) that
 * did not load: after a deploy, the files of the previous release are gone from the server.
 */
export function isChunkFailure(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && reported.has(error)) return true;
  return error instanceof Error && wordings.some((wording) => wording.test(error.message));
}
