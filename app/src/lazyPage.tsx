import { use, type ComponentType } from 'react';

/** A page whose code is fetched when it is first shown, and can be asked for ahead of that. */
export interface LazyPage<Props extends object> {
  Page: ComponentType<Props>;
  /** Fetches the page's code; settles once, and never rejects (a failure shows when it renders). */
  preload: () => Promise<void>;
}

/**
 * React.lazy, with one difference: a page whose code is already in renders at once. React.lazy
 * suspends at least once even then, so a prerendered page would be taken over a task later than
 * its frame, and a page rendered from the shell would first show an empty frame. A page whose
 * code did not load (a deploy removed it) renders by throwing why, for the route's error screen.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetchCode = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));

  function Page(props: Props) {
    const Loaded = loaded ?? use(fetchCode());
    return <Loaded {...props} />;
  }
  return {
    Page,
    preload: () =>
      fetchCode().then(
        () => undefined,
        () => undefined,
      ),
  };
}
