import { useCallback, useEffect, useRef, type RefObject } from 'react';

export interface ModalDialogOptions {
  /** Whether the dialog is shown, as a modal over the page. */
  open: boolean;
  /** Called once whenever the user closes it: a close button, Escape or the backdrop. */
  onClose: () => void;
  /** Close on a click on the backdrop. @default true */
  closeOnBackdrop?: boolean;
  /** What takes focus when the dialog opens. @default the first focusable element */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The dialog is rendered in the page flow (stories), so it is never opened as a modal. @default false */
  inline?: boolean;
}

/**
 * Drives a native `<dialog>` from an `open` prop (docs/style.md §6): `showModal()` makes the
 * page behind it inert and traps focus; Escape, a close button (`requestClose`) and the
 * backdrop close it, and focus goes back to where it was before it opened. Spread
 * `dialogProps` on the `<dialog>`.
 */
export function useModalDialog({
  open,
  onClose,
  closeOnBackdrop = true,
  initialFocusRef,
  inline = false,
}: ModalDialogOptions) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  // Every way of closing goes through dialog.close(), whose `close` event reports it once; a
  // close the parent asked for is not reported back to it.
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
    const dialog = dialogRef.current;
    if (!dialog || inline) return;
    if (open && !dialog.open) {
      const active = dialog.ownerDocument.activeElement;
      returnFocusRef.current = active instanceof HTMLElement ? active : null;
      dialog.showModal();
      initialFocusRef?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, inline, initialFocusRef]);

  const requestClose = useCallback(() => {
    if (inline) onClose();
    else dialogRef.current?.close();
  }, [inline, onClose]);

  // A click on the dialog element itself lands on its backdrop. Escape is handled here as well
  // as natively: Chromium may skip the `cancel` event on a repeated Escape without user
  // activation in between.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || inline) return;
    const onBackdropClick = (event: MouseEvent) => {
      if (closeOnBackdrop && event.target === dialog) requestClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      requestClose();
    };
    dialog.addEventListener('click', onBackdropClick);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('click', onBackdropClick);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, [inline, closeOnBackdrop, requestClose]);

  const handleClose = useCallback(() => {
    const dialog = dialogRef.current;
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    // Browsers restore focus themselves, but not when the opener has left the page or focus
    // was moved by script after opening, so make sure it lands where the user was.
    const active = dialog?.ownerDocument.activeElement;
    if (
      target?.isConnected &&
      (!active || active === dialog?.ownerDocument.body || dialog?.contains(active))
    ) {
      target.focus();
    }
    if (openRef.current) onClose();
  }, [onClose]);

  return { dialogProps: { ref: dialogRef, onClose: handleClose }, requestClose };
}
