export { StatusScreen } from './StatusScreen';
export type { StatusScreenProps } from './StatusScreen';
