import { useEffect, useMemo } from 'react';
import { isOffline } from '@rimal/core';
import { isChunkFailure } from './chunkFailure';
import { deployReload, type ReloadOnce } from './reloadOnce';

/**
 * `reloading`: show nothing, a fresh page is on its way; `newVersion`: say so, offer Reload;
 * `offline`: the file failed for the connection, so say the shopper is offline and wait.
 */
export type ChunkRecovery = 'reloading' | 'newVersion' | 'offline';

/**
 * For an error screen: null when `error` is not a file of code that failed to load; `offline`
 * when the browser is offline (no reload: it would end on the browser's offline page); else
 * the page reloads once per session, and after that the screen tells of the new version.
 */
export function useChunkRecovery(
  error: unknown,
  reload: ReloadOnce = deployReload,
  offline: () => boolean = isOffline,
): ChunkRecovery | null {
  const failed = isChunkFailure(error);
  // Read once per error: the screen keeps saying why this page failed while the shopper waits.
  const cause = useMemo(
    () => (failed && offline() ? 'offline' : 'deploy'),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per error, not per render
    [error, failed],
  );
  useEffect(() => {
    if (failed && cause === 'deploy') reload.request();
  }, [failed, cause, reload]);
  if (!failed) return null;
  if (cause === 'offline') return 'offline';
  return reload.outlook() === 'reloading' ? 'reloading' : 'newVersion';
}
