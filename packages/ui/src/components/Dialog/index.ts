export { Dialog, dialogSizes } from './Dialog';
export type { DialogProps } from './Dialog';
