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

/** Vite's event for a file of code that failed to load; `payload` is the error. */
type PreloadErrorEvent = Event & { payload?: unknown };

/**
 * Reports each file of code Vite says failed to load (`vite:preloadError`), so that the error
 * screen it reaches knows it for one, whatever the browser's words. Returns a function that stops.
 */
export function reportChunkFailures(target: EventTarget = window): () => void {
  const report = (event: Event) => reportChunkFailure((event as PreloadErrorEvent).payload);
  target.addEventListener('vite:preloadError', report);
  return () => target.removeEventListener('vite:preloadError', report);
}
