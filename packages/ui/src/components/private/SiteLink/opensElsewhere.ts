import type { MouseEvent } from 'react';

/**
 * A click on a link that the browser should handle itself: another button, or a modifier for a
 * new tab or window, a download. A link followed in script leaves these alone.
 */
export const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
