export { AppErrorScreen, NewVersionScreen, NotFoundScreen, OfflineScreen } from './ErrorScreens';
export type {
  AppErrorScreenProps,
  NewVersionScreenProps,
  OfflineScreenProps,
} from './ErrorScreens';
