export { ToastProvider, useToast } from './ToastProvider';
export type { ToastOptions, ToastTone } from './ToastProvider';
export { toastPresets, toastPlacements } from './toastPresets';
export type { ToastPlacement } from './toastPresets';
