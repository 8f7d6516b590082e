import { useCallback } from 'react';
import { mediaUrl } from '@rimal/core';
import { useServices } from '@rimal/ui';

/** The full URL of a media path (site artwork or content media) on the configured media host. */
export function useMedia(): (path: string) => string {
  const { mediaHost } = useServices();
  return useCallback((path: string) => mediaUrl(mediaHost, path), [mediaHost]);
}
