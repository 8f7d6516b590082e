import { useId, type ChangeEventHandler, type ReactNode } from 'react';
import { choiceStyles } from '../Checkbox';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  value: string;
  options: readonly RadioOption[];
  onChange?: ChangeEventHandler<HTMLInputElement>;
  error?: ReactNode;
  required?: boolean;
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
}

/** Native radios in a fieldset: arrow keys, single tab stop and the legend come from the platform. */
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
