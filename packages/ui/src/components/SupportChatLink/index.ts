export { SupportChatLink } from './SupportChatLink';
export type { SupportChatLinkProps } from './SupportChatLink';
