export { isChunkFailure, reportChunkFailure } from './chunkFailure';
export { installDeployRecovery, type OpeningPage } from './deployRecovery';
export { LoadBoundary } from './LoadBoundary';
export { createReloadOnce, deployReload, RELOADED_KEY, type ReloadOnce } from './reloadOnce';
export { useChunkRecovery, type ChunkRecovery } from './useChunkRecovery';
