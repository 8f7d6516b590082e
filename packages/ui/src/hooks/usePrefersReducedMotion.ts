import { useSyncExternalStore } from 'react';
import { media } from '../theme/tokens';

const query = () => window.matchMedia(media.reducedMotion);

function subscribe(onChange: () => void) {
  const list = query();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the visitor asked the system for reduced motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query().matches,
    () => false,
  );
}
