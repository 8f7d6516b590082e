import { createContext, useContext, type ReactNode } from 'react';
import { createResources, type Resources } from './resources';

/** Without a provider (stories, tests) nothing is prefetched, so every read asks. */
const ResourcesContext = createContext<Resources>(createResources());

/** The app's reads, so that the reads started as the app starts reach the components. */
export function ResourceProvider({
  resources,
  children,
}: {
  /** The reads the app started as it loaded (`createResources`). */
  resources: Resources;
  /** The app, whose components read through `useResource`. */
  children: ReactNode;
}) {
  return <ResourcesContext.Provider value={resources}>{children}</ResourcesContext.Provider>;
}

export const useResources = (): Resources => useContext(ResourcesContext);
