import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../../icons';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SupportChatLink.css';

export interface SupportChatLinkProps {
  /** Where the support chat lives (for example a WhatsApp link), from the site's configuration. */
  href: string;
  /** Render in the flow instead of floating over the page (used by stories). @default false */
  inline?: boolean;
}

/** The floating link on every page that opens a chat with support (docs/requirements.md §1). */
export function SupportChatLink({ href, inline = false }: SupportChatLinkProps) {
  const { t } = useTranslation('common');
  // A landmark of its own, so that a screen reader's list of regions includes it and no page
  // content sits outside a landmark.
  return (
    <aside aria-label={t('support.title')}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={[styles.link, inline && styles.inline].filter(Boolean).join(' ')}
      >
        <ChatIcon size="lg" />
        {/* The visible words start the accessible name (WCAG 2.5.3 label in name). */}
        <span>{t('support.chatShort')}</span>
        <VisuallyHidden>{` ${t('support.chat')} ${t('footer.opensInNewTab')}`}</VisuallyHidden>
      </a>
    </aside>
  );
}
