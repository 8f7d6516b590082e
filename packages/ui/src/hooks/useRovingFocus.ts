import type { KeyboardEvent } from 'react';

/**
 * Arrow-key movement between the items of a menu (WAI-ARIA menu pattern): Down/Up wrap,
 * Home/End jump. Items are found by `selector` inside the event's current target.
 */
export function moveMenuFocus(event: KeyboardEvent<HTMLElement>, selector = '[role^="menuitem"]') {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(selector));
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next: Record<string, number> = {
    ArrowDown: current >= last ? 0 : current + 1,
    ArrowUp: current <= 0 ? last : current - 1,
    Home: 0,
    End: last,
  };
  const target = next[event.key];
  if (target === undefined) return;
  event.preventDefault();
  items[target]?.focus();
}
