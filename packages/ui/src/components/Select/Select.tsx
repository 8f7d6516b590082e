import type { ChangeEventHandler, FocusEventHandler, ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons';
import { Field, fieldStyles } from '../private/Field';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  /** The visible, translated label, tied to the control. */
  label: ReactNode;
  /** The form field name. */
  name: string;
  /** The chosen option's value, or '' for none: the select is controlled. */
  value: string;
  /** The choices, each a value and a translated label, in the order shown. */
  options: readonly SelectOption[];
  /** Called with the change event when the shopper picks an option. */
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  /** Called when the select loses focus; forms validate then. */
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  /** Shown as the first, empty choice (e.g. "Select Your City"). */
  placeholder?: string;
  /** Help below the select, tied to it as its description. */
  hint?: ReactNode;
  /** A translated message; marks the select invalid and describes it. */
  error?: ReactNode;
  /** Marks the select required, in the label and for assistive technology. */
  required?: boolean;
  /** Greys the select out; its value is not sent. */
  disabled?: boolean;
  /** The autofill hint, such as `address-level2` for a city. */
  autoComplete?: string;
  /** The control's id, when something outside must point at it; one is made otherwise. */
  id?: string;
}

/**
 * A labelled native select: the platform gives search-by-typing, mobile pickers and
 * screen-reader support.
 *
 * Use it for one choice out of many (a city); for two to five choices that should all be seen
 * at once use a `RadioGroup`.
 */
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
