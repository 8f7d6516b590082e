import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { isAnotherPage } from './scrollOnArrival';

/**
 * When a link, Back or Forward opens another page, focus moves to its main region (`mainId`, the
 * skip link's target): a screen reader reads the new page, and Tab goes on from its start instead
 * of from a link that is gone. Not to its heading: a page's heading may still be loading then. A
 * filter or another language keeps focus where it is, and so does the first page.
 */
export function useFocusOnNewPage(mainId: string): void {
  const { pathname } = useLocation();
  const shown = useRef<string>(undefined);

  useLayoutEffect(() => {
    const from = shown.current;
    shown.current = pathname;
    if (!isAnotherPage(from === undefined ? undefined : { pathname: from }, { pathname })) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [mainId, pathname]);
}
