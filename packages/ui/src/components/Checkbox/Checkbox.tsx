import type { ChangeEventHandler, ReactNode } from 'react';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The visible, translated text; a click on it toggles the box. */
  label: ReactNode;
  /** Whether the box is ticked: the checkbox is controlled. */
  checked: boolean;
  /** Called with the input's change event when the shopper toggles it. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** The form field name, for a group of checkboxes sent together. */
  name?: string;
  /** The value this box stands for in its group, such as a category id. */
  value?: string;
  /** Greys the box out and takes it out of the form. @default false */
  disabled?: boolean;
}

/**
 * A native checkbox with its label: an independent yes or no, or one of several choices that
 * can all be on (the shop's category filter).
 *
 * When exactly one of several choices must be picked, use a `RadioGroup`; for one of many in
 * little space, a `Select`.
 */
export function Checkbox({ label, disabled, ...input }: CheckboxProps) {
  return (
    <label className={styles.choice} data-disabled={disabled || undefined}>
      <input type="checkbox" className={styles.input} disabled={disabled} {...input} />
      <span>{label}</span>
    </label>
  );
}
