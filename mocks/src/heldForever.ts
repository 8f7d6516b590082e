import { delay, http, type HttpHandler } from 'msw';

/**
 * A story's parameters for a loading state that never ends: the handler that holds `method
 * url` pending, and the same address under `heldRequests`, so that the visual tests do not wait
 * for it to count as hanging (tests/visual/support.ts, issue 46). `url` is MSW's path, with its
 * `:params` and `*`.
 */
export function heldForever(
  method: 'get' | 'post',
  url: string,
): {
  msw: { handlers: HttpHandler[] };
  heldRequests: { method: string; url: string }[];
} {
  return {
    msw: { handlers: [http[method](url, () => delay('infinite'))] },
    heldRequests: [{ method: method.toUpperCase(), url }],
  };
}
