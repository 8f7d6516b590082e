import type { ChangeEventHandler, FocusEventHandler, ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons';
import { Field, fieldStyles } from '../private/Field';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: ReactNode;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  /** Shown as the first, empty choice (e.g. "Select Your City"). */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  id?: string;
}

/** A native select: the platform gives search-by-typing, mobile pickers and screen-reader support. */
export function Select({
  label,
  hint,
  error,
  required,
  options,
  placeholder,
  id,
  ...control
}: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {({ controlId, describedBy, invalid }) => (
        <span className={styles.wrapper}>
          <select
            id={controlId}
            className={[fieldStyles.control, styles.select].join(' ')}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            {...control}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <span className={styles.chevron}>
            <ChevronDownIcon size="sm" />
          </span>
        </span>
      )}
    </Field>
  );
}
