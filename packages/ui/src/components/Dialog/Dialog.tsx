import { useId, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../icons';
import { useModalDialog } from '../../hooks/useModalDialog';
import { IconButton } from '../IconButton';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md'] as const;

export interface DialogProps {
  /** Whether the dialog is shown, as a modal over the page. */
  open: boolean;
  /** Called once whenever the user closes it: close button, Escape or a click on the backdrop. */
  onClose: () => void;
  /** The heading; it names the dialog for assistive technology. */
  title: ReactNode;
  /** The body under the heading; it describes the dialog. */
  children?: ReactNode;
  /** Buttons or links at the foot of the dialog, primary action first. */
  actions?: ReactNode;
  /** What takes focus when the dialog opens. @default the first focusable element */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Level of the heading, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Close on a click on the backdrop. @default true */
  closeOnBackdrop?: boolean;
  /** Width of the panel. @default sm */
  size?: (typeof dialogSizes)[number];
}

/**
 * A small modal on the native `<dialog>` (docs/style.md §6): `showModal()` makes the page
 * behind it inert and traps focus; Escape, the close button and the backdrop close it, and
 * focus goes back to where it was before the dialog opened.
 *
 * Use it when the shopper must read or answer something before going on (the contact form's
 * thank-you); for a passing note such as "added to the cart" use a toast (`useToast`), and for
 * an outcome that is the whole page, a `StatusScreen`.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  initialFocusRef,
  headingLevel = 2,
  closeOnBackdrop = true,
  size = 'sm',
}: DialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const bodyId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { dialogProps, requestClose } = useModalDialog({
    open,
    onClose,
    closeOnBackdrop,
    initialFocusRef,
  });

  return (
    <dialog
      {...dialogProps}
      className={styles.dialog}
      data-size={size}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          <IconButton
            label={t('actions.close')}
            icon={<CloseIcon />}
            size="sm"
            onClick={requestClose}
          />
        </header>
        {children && (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </dialog>
  );
}
