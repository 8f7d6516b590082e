export { missingTexts } from './missingTexts';
export { StartupError, type StartupErrorProps } from './StartupError';
export { startupTexts, type StartupTexts } from './startupTexts';
