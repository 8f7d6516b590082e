import type { MouseEventHandler, ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export interface ButtonProps {
  children: ReactNode;
  /** Visual emphasis. @default 'primary' */
  variant?: (typeof buttonVariants)[number];
  /** @default 'md' */
  size?: (typeof buttonSizes)[number];
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Shows a spinner, sets `aria-busy` and ignores clicks while true. @default false */
  loading?: boolean;
  /** @default false */
  disabled?: boolean;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** An icon placed before the label (after it in reading order). */
  icon?: ReactNode;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Id of the form the button submits when it sits outside it. */
  form?: string;
  'aria-describedby'?: string;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
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
