import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@rimal/ui';
import { safeStorage, type SafeStorage } from './safeStorage';

/** Long enough to read two sentences; hovering or focusing the toast pauses it. */
const NOTICE_DURATION_MS = 10_000;

/**
 * Tells the shopper, once, that their cart lives in memory only: at start when the browser
 * refuses storage, or as soon as a write fails later in the visit (quota full).
 */
export function StorageNotice({ storage = safeStorage('local') }: { storage?: SafeStorage }) {
  // A prerendered page has no storage to ask: it says nothing, as the browser then does.
  const remembers = useSyncExternalStore(
    storage.subscribe,
    () => storage.remembers,
    () => true,
  );
  // Not suspending: the notice waits for the shop texts instead of holding the page back.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const { show } = useToast();
  const told = useRef(false);

  useEffect(() => {
    if (remembers || !ready || told.current) return;
    told.current = true;
    show({ message: t('storage.notRemembered'), duration: NOTICE_DURATION_MS });
  }, [remembers, ready, show, t]);

  return null;
}
