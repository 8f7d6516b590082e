export { Flag } from './Flag';
export type { FlagProps } from './Flag';
