import type { MouseEventHandler, ReactNode, Ref } from 'react';
import * as styles from './IconButton.css';

export interface IconButtonProps {
  /** The accessible name, translated: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon shown, one of the theme's icons (`CartIcon`, `CloseIcon`…). */
  icon: ReactNode;
  /** Called on click, Enter or Space; never while disabled. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** The target size: `md` for the navbar, `sm` inside dense rows. @default md */
  size?: 'sm' | 'md';
  /** Emphasis: no frame, a frame, or the brand colour. @default plain */
  variant?: 'plain' | 'outlined' | 'brand';
  /** Unavailable but still focusable (`aria-disabled`), so it can still be found. @default false */
  disabled?: boolean;
  /** Extra content such as a count badge. */
  children?: ReactNode;
  /** Whether the panel or menu this button opens is open. */
  'aria-expanded'?: boolean;
  /** The id of the panel or menu this button opens. */
  'aria-controls'?: string;
  /** The kind of popup this button opens, announced with its name. */
  'aria-haspopup'?: 'dialog' | 'menu' | 'listbox' | true;
  /** The id of a popover this button opens by itself, before and without JavaScript. */
  popoverTarget?: string;
  /** The button element, to move focus back to it. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A square button that shows only an icon: the cart, the menu, close. Its label is its
 * accessible name and its tooltip.
 *
 * Use it where space is short and the icon is well known; where a word fits, use a `Button`
 * (with `icon` for both).
 */
export function IconButton({
  label,
  icon,
  onClick,
  size,
  variant,
  disabled = false,
  children,
  ref,
  ...aria
}: IconButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.iconButton({ size, variant })}
      aria-label={label}
      title={label}
      aria-disabled={disabled || undefined}
      onClick={(event) => {
        if (!disabled) onClick?.(event);
      }}
      {...aria}
    >
      {icon}
      {children}
    </button>
  );
}
