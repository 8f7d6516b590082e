import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isOffline } from '@rimal/core';
import { AppErrorScreen, NewVersionScreen, OfflineScreen } from '@rimal/ui';
import { LoadBoundary, useChunkRecovery } from '../deploy';

interface RouteErrorProps {
  /** What the route threw: its code did not load, or it failed to render. */
  error: unknown;
  /**
   * The site's frame itself failed, so the screen stands alone in its own `<main>`; a page's
   * error shows inside the frame, whose navbar and footer stay. @default false
   */
  standalone?: boolean;
}

/**
 * What a route shows when it fails (docs/requirements.md §8: Unexpected Application Error!).
 * A page whose code is gone after a deploy reloads the site once; if it is still missing, the
 * shopper is told that a new version is available and offered a reload. A page whose code did
 * not load because the shopper is offline says so, and loads by itself once back online.
 */
export function RouteError({ error, standalone = false }: RouteErrorProps) {
  const recovery = useChunkRecovery(error);

  useEffect(() => {
    if (recovery !== 'offline') return undefined;
    // Back online: the page asked for loads afresh; the cart lives in storage, so nothing is lost.
    const resume = () => window.location.reload();
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [recovery]);

  let screen: ReactNode = null;
  if (recovery === 'newVersion') screen = <NewVersionScreen />;
  else if (recovery === 'offline') {
    const retry = () => {
      if (!isOffline()) window.location.reload();
    };
    screen = <OfflineScreen onRetry={retry} />;
  } else if (recovery === null) {
    screen = <AppErrorScreen error={error} showDetails={import.meta.env.DEV} />;
  }
  return standalone ? <main id="content">{screen}</main> : screen;
}

interface RouteBoundaryProps {
  children: ReactNode;
  /** See RouteError's. @default false */
  standalone?: boolean;
}

/**
 * A route's error boundary: what the route throws shows as RouteError, in its place, until the
 * shopper goes to another address (a link, Back), which shows that address afresh.
 */
export function RouteBoundary({ children, standalone = false }: RouteBoundaryProps) {
  const { key } = useLocation();
  return (
    <LoadBoundary
      resetKey={key}
      fallback={(error) => <RouteError error={error} standalone={standalone} />}
    >
      {children}
    </LoadBoundary>
  );
}
