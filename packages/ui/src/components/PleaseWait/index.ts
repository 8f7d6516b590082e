export { PleaseWait } from './PleaseWait';
export type { PleaseWaitProps } from './PleaseWait';
