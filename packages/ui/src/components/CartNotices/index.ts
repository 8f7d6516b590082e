export { CartNotices } from './CartNotices';
export type { CartNoticesProps } from './CartNotices';
