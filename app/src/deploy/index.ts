export { isChunkFailure, reportChunkFailure, reportChunkFailures } from './chunkFailure';
export { LoadBoundary } from './LoadBoundary';
export { createReloadOnce, deployReload, RELOADED_KEY, type ReloadOnce } from './reloadOnce';
export { useChunkRecovery, type ChunkRecovery } from './useChunkRecovery';
