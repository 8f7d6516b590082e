export { AppErrorScreen, NotFoundScreen } from './ErrorScreens';
export type { AppErrorScreenProps } from './ErrorScreens';
