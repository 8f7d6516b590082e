export { NewsletterBox } from './NewsletterBox';
export type { NewsletterBoxProps } from './NewsletterBox';
