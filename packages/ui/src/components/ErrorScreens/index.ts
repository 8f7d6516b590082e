export { AppErrorScreen, NewVersionScreen, NotFoundScreen } from './ErrorScreens';
export type { AppErrorScreenProps, NewVersionScreenProps } from './ErrorScreens';
