import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/** Outside a `TakeOver` (a page the app renders itself, a story, a test), always the browser. */
const InBrowser = createContext(true);

export interface TakeOverProps {
  /** Whether this root takes prerendered HTML over (true in the prerender that made it). */
  takingOver: boolean;
  /** The whole of the root's tree. */
  children: ReactNode;
}

/**
 * Wraps a root that may take a prerendered page over (the site's, in the prerender and in the
 * browser). While `takingOver`, `useInBrowser` is false, as it was in the prerender, so the first
 * render matches the HTML; once the take-over has committed, it turns true in a transition: the
 * render that follows (the stored cart, the countries, the menus' own behaviour) comes in slices
 * the browser can answer input between, not in one long task. A store's snapshot that differed
 * from its prerender's (`useSyncExternalStore`) was rendered again at once, in one task: 27 to
 * 48 ms on every page here, ten times that on a slow phone (issue 47).
 */
export function TakeOver({ takingOver, children }: TakeOverProps) {
  const [inBrowser, setInBrowser] = useState(!takingOver);
  useEffect(() => {
    startTransition(() => setInBrowser(true));
  }, []);
  return <InBrowser value={inBrowser}>{children}</InBrowser>;
}

/**
 * False in the prerender and while the browser takes a prerendered page over; true once the
 * take-over has committed, and from the start on a page the app renders itself. What only the
 * browser knows (the stored cart) waits for it, so the HTML never shows a state the shopper is
 * not in.
 */
export function useInBrowser(): boolean {
  return useContext(InBrowser);
}
