export { Skeleton, skeletonRadii } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
