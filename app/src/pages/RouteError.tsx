import { useEffect, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import { AppErrorScreen, NewVersionScreen } from '@rimal/ui';
import { useChunkRecovery } from '../deploy';

interface RouteErrorProps {
  /**
   * The site's frame itself failed, so the screen stands alone in its own `<main>`; a page's
   * error shows inside the frame, whose navbar and footer stay. @default false
   */
  standalone?: boolean;
}

/**
 * What a route shows when it fails (docs/requirements.md §8: Unexpected Application Error!).
 * A page whose code is gone after a deploy reloads the site once; if it is still missing, the
 * shopper is told that a new version is available and offered a reload.
 */
export function RouteError({ standalone = false }: RouteErrorProps) {
  const error = useRouteError();
  const recovery = useChunkRecovery(error);
  useEffect(() => {
    if (import.meta.env.DEV) console.error(error);
  }, [error]);

  let screen: ReactNode = null;
  if (recovery === 'newVersion') screen = <NewVersionScreen />;
  else if (recovery === null) {
    screen = <AppErrorScreen error={error} showDetails={import.meta.env.DEV} />;
  }
  return standalone ? <main id="content">{screen}</main> : screen;
}
