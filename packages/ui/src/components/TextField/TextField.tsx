import type {
  ChangeEventHandler,
  FocusEventHandler,
  HTMLInputTypeAttribute,
  ReactNode,
  Ref,
} from 'react';
import { Field, fieldStyles } from '../private/Field';

export interface TextFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  /** @default 'text' */
  type?: HTMLInputTypeAttribute;
  /** Render a multi-line textarea with this many rows instead of an input. */
  multiline?: number;
  placeholder?: string;
  hint?: ReactNode;
  /** A translated message; marks the control invalid and describes it. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  minLength?: number;
  maxLength?: number;
  /** Direction of the typed value, e.g. 'ltr' for e-mail and phone inside Arabic pages. */
  dir?: 'ltr' | 'rtl' | 'auto';
  id?: string;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

export function TextField({
  label,
  hint,
  error,
  required,
  multiline,
  id,
  ref,
  type = 'text',
  ...control
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {({ controlId, describedBy, invalid }) =>
        multiline ? (
          <textarea
            ref={ref}
            id={controlId}
            rows={multiline}
            className={fieldStyles.control}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            {...control}
          />
        ) : (
          <input
            ref={ref}
            id={controlId}
            type={type}
            className={fieldStyles.control}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            {...control}
          />
        )
      }
    </Field>
  );
}
