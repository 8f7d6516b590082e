import { isOffline } from '@rimal/core';
import { reportChunkFailure } from './chunkFailure';
import { deployReload, type ReloadOnce } from './reloadOnce';

interface OpeningState {
  readonly initialized: boolean;
  /** Where a navigation under way leads; absent when none is. */
  readonly navigation: { readonly location?: unknown };
}

/** What the recovery reads of the router: whether a page is being opened. */
export interface OpeningPage {
  readonly state: OpeningState;
  subscribe(listener: (state: OpeningState) => void): () => void;
}

/** Vite's event for a file of code that failed to load; `payload` is the error. */
type PreloadErrorEvent = Event & { payload?: unknown };

export interface DeployRecoveryOptions {
  /** Where Vite dispatches `vite:preloadError`. @default window */
  target?: EventTarget;
  /** @default deployReload */
  reload?: ReloadOnce;
  /** Whether the browser is offline. @default core's isOffline */
  offline?: () => boolean;
}

/**
 * After a deploy, the files of the previous release are gone from the server: a page opened
 * before it fails to load the code of the next page it opens. Such a failure while a page is
 * being opened (first load or a navigation) reloads the site once, at the page asked for.
 * A part of a page already shown (the cart drawer) is left to its own error boundary, so a
 * reload never throws away what the shopper has typed. Returns a function that uninstalls.
 */
export function installDeployRecovery(
  router: OpeningPage,
  { target = window, reload = deployReload, offline = isOffline }: DeployRecoveryOptions = {},
): () => void {
  const onPreloadError = (event: Event) => {
    reportChunkFailure((event as PreloadErrorEvent).payload);
    // Offline is not a deploy: the route's error screen waits for the connection instead.
    if (offline()) return;
    const { initialized, navigation } = router.state;
    if (navigation.location !== undefined) {
      // Reloaded once the router has put the page's address in the history, not before: a
      // history entry added during a reload would cancel it, and the reload would land on the
      // page the shopper was leaving.
      const stop = router.subscribe((state) => {
        if (state.navigation.location !== undefined) return;
        stop();
        reload.request();
      });
    } else if (!initialized) {
      reload.request();
    }
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
