import { createContext, useContext, type ReactNode } from 'react';
import { createResources, type Resources } from './resources';

/**
 * Without a provider (stories, tests) nothing is prefetched and nothing remembered, so every read
 * asks, and a story never starts from another story's answer.
 */
const ResourcesContext = createContext<Resources>(createResources({ remembers: false }));

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
