import type { ChangeEventHandler, ReactNode } from 'react';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  name?: string;
  value?: string;
  disabled?: boolean;
}

export function Checkbox({ label, disabled, ...input }: CheckboxProps) {
  return (
    <label className={styles.choice} data-disabled={disabled || undefined}>
      <input type="checkbox" className={styles.input} disabled={disabled} {...input} />
      <span>{label}</span>
    </label>
  );
}
