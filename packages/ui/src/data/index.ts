export { createResources } from './resources';
export type { Resources, ResourcesOptions } from './resources';
export { ResourceProvider } from './ResourceProvider';
export { useResource } from './useResource';
export type { Resource, ResourceStatus } from './useResource';
