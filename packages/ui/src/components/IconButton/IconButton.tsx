import type { MouseEventHandler, ReactNode, Ref } from 'react';
import * as styles from './IconButton.css';

export interface IconButtonProps {
  /** The accessible name, translated: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** @default 'md' */
  size?: 'sm' | 'md';
  /** @default 'plain' */
  variant?: 'plain' | 'outlined' | 'brand';
  /** @default false */
  disabled?: boolean;
  /** Extra content such as a count badge. */
  children?: ReactNode;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-haspopup'?: 'dialog' | 'menu' | 'listbox' | true;
  ref?: Ref<HTMLButtonElement>;
}

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
