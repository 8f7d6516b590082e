export { AppLoading } from './AppLoading';
