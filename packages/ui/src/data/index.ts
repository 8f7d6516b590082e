export { createResources } from './resources';
export type { Resources, ResourcesOptions } from './resources';
export { ResourceProvider } from './ResourceProvider';
export { useResource } from './useResource';
export type { Resource, ResourceStatus } from './useResource';
export { ProductTextsProvider, useShownTexts } from './productTexts';
export type { ProductTextsLookup, ShowsProduct } from './productTexts';
