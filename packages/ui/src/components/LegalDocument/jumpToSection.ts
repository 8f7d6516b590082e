import type { MouseEvent } from 'react';
import { opensElsewhere } from '../private/SiteLink/opensElsewhere';

/**
 * Follows an in-page link in script: scrolls to the target, moves focus to it (so the next Tab
 * continues there and screen readers read it) and updates the address's hash. Done by hand
 * because a plain `#id` link resolves against `<base href>` when a page has one, and would
 * then leave the page instead of scrolling. Modified clicks (new tab) are left to the browser.
 */
export function jumpToSection(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  if (opensElsewhere(event)) return;
  const view = event.currentTarget.ownerDocument;
  const target = view.getElementById(id);
  if (!target) return;
  event.preventDefault();
  // The global `scroll-behavior` decides between smooth and instant (reduced motion).
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
  const location = view.defaultView?.location;
  const history = view.defaultView?.history;
  if (location && history) {
    const url = new URL(location.href);
    url.hash = id;
    history.replaceState(history.state, '', url);
  }
}
