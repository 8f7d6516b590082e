import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * The site's React roots. This module comes in React's chunk (app/build/chunking.ts), so React
 * starts when that chunk is evaluated, which a prerendered page does in a task of its own before
 * the site's (prerender/startAfterLoad.ts).
 *
 * React makes its sentinel errors as its module starts. With DevTools or Lighthouse attached,
 * every error made records a detailed stack, and V8 then parses again each function on that
 * stack to find its source positions: with React started from the site's chunk, the whole
 * 450 KB of it. That parse was most of the start-up's longest task under Lighthouse (95 to 109 ms
 * at 4× CPU, 17 to 31 ms without the inspector's Runtime domain).
 *
 * Wrapped, not re-exported: the bundler links a re-export straight to its importers, and React
 * would then start in the site's chunk again.
 */
export const reactRoots = {
  create: (...args: Parameters<typeof createRoot>) => createRoot(...args),
  hydrate: (...args: Parameters<typeof hydrateRoot>) => hydrateRoot(...args),
};
