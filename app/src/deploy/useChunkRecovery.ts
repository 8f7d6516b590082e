import { useEffect } from 'react';
import { isChunkFailure } from './chunkFailure';
import { deployReload, type ReloadOnce } from './reloadOnce';

/** `reloading`: show nothing, a fresh page is on its way; `newVersion`: say so, offer Reload. */
export type ChunkRecovery = 'reloading' | 'newVersion';

/**
 * For an error screen: null when `error` is not a file of code that failed to load; else the
 * page reloads once per session, and after that the screen tells of the new version.
 */
export function useChunkRecovery(
  error: unknown,
  reload: ReloadOnce = deployReload,
): ChunkRecovery | null {
  const failed = isChunkFailure(error);
  useEffect(() => {
    if (failed) reload.request();
  }, [failed, reload]);
  if (!failed) return null;
  return reload.outlook() === 'reloading' ? 'reloading' : 'newVersion';
}
