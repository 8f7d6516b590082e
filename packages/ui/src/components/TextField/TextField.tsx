import type {
  ChangeEventHandler,
  FocusEventHandler,
  HTMLInputTypeAttribute,
  ReactNode,
  Ref,
} from 'react';
import { Field, fieldStyles } from '../private/Field';

export interface TextFieldProps {
  /** The visible, translated label, tied to the control. */
  label: ReactNode;
  /** The form field name (Formik reads values and errors by it). */
  name: string;
  /** The text shown: the field is controlled. */
  value: string;
  /** Called with the change event on every keystroke. */
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  /** Called when the field loses focus; forms validate then. */
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  /** The input type, such as `email` or `tel`, for the right keyboard and autofill. @default text */
  type?: HTMLInputTypeAttribute;
  /** Render a multi-line textarea with this many rows instead of an input. */
  multiline?: number;
  /** An example shown while empty; never a replacement for the label. */
  placeholder?: string;
  /** Help below the field, tied to it as its description. */
  hint?: ReactNode;
  /** A translated message; marks the control invalid and describes it. */
  error?: ReactNode;
  /** Marks the field required, in the label and for assistive technology. */
  required?: boolean;
  /** Greys the field out; its value is not sent. */
  disabled?: boolean;
  /** The autofill hint, such as `email` or `given-name`. */
  autoComplete?: string;
  /** The on-screen keyboard to offer. */
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  /** The fewest characters the browser accepts. */
  minLength?: number;
  /** The most characters the field takes. */
  maxLength?: number;
  /** Direction of the typed value, e.g. 'ltr' for e-mail and phone inside Arabic pages. */
  dir?: 'ltr' | 'rtl' | 'auto';
  /** The control's id, when something outside must point at it; one is made otherwise. */
  id?: string;
  /** The input or textarea, to focus it (the first invalid field after a submit). */
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A labelled text input, or a textarea with `multiline`, with its hint and its error tied to it.
 * A field with an error is marked invalid and reads the message with the label.
 *
 * Use it for free text: names, e-mail, phone, a message. When the answer is one of a known list,
 * use a `Select` or a `RadioGroup`; for files, `FileUpload`.
 */
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
