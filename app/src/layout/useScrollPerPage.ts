import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import { safeStorage } from '../storage';
import { scrollOnArrival } from './scrollOnArrival';

/** Where the reader left each address of this tab, kept over reloads (`sessionStorage`). */
const POSITIONS_KEY = 'rimal.scrollPositions';
/**
 * React Router's key for the address the tab opened the site at. Every document of the tab gives
 * it to its first address, so its place is kept for this document only.
 */
const ARRIVAL_KEY = 'default';

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(safeStorage('session').getItem(POSITIONS_KEY) ?? '{}');
    return new Map(
      Object.entries(stored as object).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    );
  } catch {
    return new Map();
  }
}

/**
 * Scrolls as a reader expects on each new address (scrollOnArrival.ts): Back and Forward return
 * to where they were, a link opens its page at the top. The browser would restore the position
 * as soon as the address changes, before the page for it has rendered; the site does it after.
 */
export function useScrollPerPage(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(undefined);
  const shown = useRef<Location>(undefined);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const arrival = scrollOnArrival({
      from: shown.current,
      to: location,
      navigationType,
      saved: positions.current,
    });
    shown.current = location;
    if (arrival.scroll === 'to') window.scrollTo(0, arrival.top);
    else if (arrival.scroll === 'toTop') window.scrollTo(0, 0);
    else if (arrival.scroll === 'toElement') {
      const target = document.getElementById(arrival.id);
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
  }, [location, navigationType]);

  useEffect(() => {
    const { history } = window;
    history.scrollRestoration = 'manual';
    // A scroll is noted for the address shown when it happens: the page a new address renders
    // has already replaced the old one, in the same task, before the browser reports a scroll.
    const note = () => {
      if (shown.current) positions.current?.set(shown.current.key, window.scrollY);
    };
    const keep = () => {
      note();
      safeStorage('session').setItem(
        POSITIONS_KEY,
        JSON.stringify(
          Object.fromEntries([...(positions.current ?? [])].filter(([key]) => key !== ARRIVAL_KEY)),
        ),
      );
      // A reload of this address is then restored by the browser, as it paints the new page.
      history.scrollRestoration = 'auto';
    };
    // Back to this page from the browser's memory (its back-forward cache): the site scrolls again.
    const resume = () => {
      history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', keep);
    window.addEventListener('pageshow', resume);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', keep);
      window.removeEventListener('pageshow', resume);
      history.scrollRestoration = 'auto';
    };
  }, []);
}
