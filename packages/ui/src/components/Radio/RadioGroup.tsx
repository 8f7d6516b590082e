import { useId, type ChangeEventHandler, type ReactNode } from 'react';
import { choiceStyles } from '../Checkbox';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question the choices answer, as the fieldset's legend and the group's name. */
  legend: ReactNode;
  /** The form field name shared by the radios. */
  name: string;
  /** The chosen option's value: the group is controlled. */
  value: string;
  /** The choices, in the order shown; one may be disabled. */
  options: readonly RadioOption[];
  /** Called with the change event of the radio chosen. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** A translated message; marks the group invalid and describes it. */
  error?: ReactNode;
  /** Marks the group required for assistive technology. */
  required?: boolean;
  /** Side by side, wrapping when narrow, or one under another. @default horizontal */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * Native radios in a fieldset: arrow keys, single tab stop and the legend come from the platform.
 *
 * Use it for one choice out of a few that should all be seen; for many choices use a `Select`,
 * and for choices that can all be on, `Checkbox`es.
 */
export function RadioGroup({
  legend,
  name,
  value,
  options,
  onChange,
  error,
  required,
  orientation = 'horizontal',
}: RadioGroupProps) {
  const errorId = useId();
  return (
    <fieldset
      role="radiogroup"
      className={choiceStyles.group}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      aria-required={required || undefined}
    >
      <legend className={choiceStyles.legend}>
        {legend}
        {required && (
          <span className={choiceStyles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={choiceStyles.options} data-orientation={orientation}>
        {options.map((option) => (
          <label
            key={option.value}
            className={choiceStyles.choice}
            data-disabled={option.disabled || undefined}
          >
            <input
              type="radio"
              className={choiceStyles.input}
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={onChange}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <span id={errorId} className={choiceStyles.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
