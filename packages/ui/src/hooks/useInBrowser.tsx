import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => {};

/**
 * False in the prerender and while the browser takes a prerendered page over; true from the
 * next render on. What only the browser knows (the stored cart) waits for it, so the HTML never
 * shows a state the shopper is not in.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
}
