import type { MouseEventHandler, ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export interface ButtonProps {
  /** The translated label: a verb that says what happens ("Add to cart", "Pay"). */
  children: ReactNode;
  /** Visual emphasis: one primary action per view, secondary and ghost beside it, critical for what removes or resets. @default primary */
  variant?: (typeof buttonVariants)[number];
  /** Height and padding; every size keeps a target of at least 24 CSS pixels. @default md */
  size?: (typeof buttonSizes)[number];
  /** `submit` sends the form it is in (or the one named by `form`). @default button */
  type?: 'button' | 'submit' | 'reset';
  /** Shows a spinner, sets `aria-busy` and ignores clicks while true. @default false */
  loading?: boolean;
  /** Unavailable, but still focusable (`aria-disabled`) and ignoring clicks. @default false */
  disabled?: boolean;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** An icon placed before the label (after it in reading order). */
  icon?: ReactNode;
  /** Called on click, Enter or Space; never while disabled or loading. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Id of the form the button submits when it sits outside it. */
  form?: string;
  /** The id of a text that explains the button, such as why it is disabled. */
  'aria-describedby'?: string;
  /** Whether the panel this button opens is open. */
  'aria-expanded'?: boolean;
  /** The id of the panel this button opens. */
  'aria-controls'?: string;
  /** The button element, to move focus back to it. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button with a word on it: the actions of the shop, its forms and its dialogs.
 *
 * Use it for an action on this page; for a way to another page use a link (`Link`, styled with
 * `buttonStyles` when it must look like a button), and where only an icon fits, an `IconButton`.
 *
 * Disabled buttons stay focusable (`aria-disabled`) so keyboard and screen-reader users can
 * still find them and read why they are unavailable.
 */
export function Button({
  children,
  variant,
  size,
  type = 'button',
  loading = false,
  disabled = false,
  fullWidth,
  icon,
  onClick,
  ref,
  ...aria
}: ButtonProps) {
  const inert = disabled || loading;
  return (
    <button
      ref={ref}
      type={type}
      className={styles.button({ variant, size, fullWidth })}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      data-disabled={disabled || undefined}
      data-loading={loading || undefined}
      onClick={(event) => {
        if (inert) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...aria}
    >
      {loading ? <Spinner /> : icon}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
