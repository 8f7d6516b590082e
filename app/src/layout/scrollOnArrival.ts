import type { Location, NavigationType } from 'react-router-dom';
import { pathWithoutLanguage } from '@rimal/i18n';

/** Where the window scrolls once the page at a new address has rendered. */
export type Arrival =
  | { scroll: 'to'; top: number }
  | { scroll: 'toElement'; id: string }
  | { scroll: 'toTop' }
  | { scroll: 'stay' };

export interface ArrivalAt {
  /** The address shown until now; absent as the site starts. */
  from?: Pick<Location, 'pathname' | 'hash'>;
  to: Pick<Location, 'pathname' | 'hash' | 'key'>;
  /** How the address changed: a link or the app (PUSH, REPLACE), or Back and Forward (POP). */
  navigationType: `${NavigationType}`;
  /** Where the reader left each address, by its key. */
  saved: ReadonlyMap<string, number>;
}

/** Whether `to` shows another page than `from`: not the same one with another query or language. */
export function isAnotherPage(
  from: Pick<Location, 'pathname'> | undefined,
  to: Pick<Location, 'pathname'>,
): boolean {
  return (
    from !== undefined && pathWithoutLanguage(from.pathname) !== pathWithoutLanguage(to.pathname)
  );
}

/**
 * Back and Forward return the reader where they were on that address. A link to another page
 * opens it at its top, or at the element its `#hash` names. A change that leaves the page as it
 * was (a filter in the query, the same page in another language) keeps the reader's place. As
 * the site starts, an address with no saved place keeps the browser's restoration, or where the
 * reader scrolled before the app took the page over.
 */
export function scrollOnArrival({ from, to, navigationType, saved }: ArrivalAt): Arrival {
  if (navigationType === 'POP') {
    const top = saved.get(to.key);
    return top === undefined ? { scroll: 'stay' } : { scroll: 'to', top };
  }
  if (to.hash && (to.hash !== from?.hash || to.pathname !== from.pathname)) {
    try {
      return { scroll: 'toElement', id: decodeURIComponent(to.hash.slice(1)) };
    } catch {
      return { scroll: 'toTop' };
    }
  }
  return from === undefined || isAnotherPage(from, to) ? { scroll: 'toTop' } : { scroll: 'stay' };
}
