import { useRouteError } from 'react-router-dom';
import { AppErrorScreen } from '@rimal/ui';

/** The route error fallback (docs/requirements.md §8: Unexpected Application Error!). */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main id="content">
      <AppErrorScreen error={error} showDetails={import.meta.env.DEV} />
    </main>
  );
}
