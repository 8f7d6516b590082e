import { useId, type ReactNode } from 'react';
import { AlertIcon } from '../../../icons';
import * as styles from './Field.css';

export interface FieldIds {
  controlId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Use a caller's id for the control (e.g. for `htmlFor` elsewhere). */
  id?: string;
  children: (ids: FieldIds) => ReactNode;
}

/** Label, hint and error wiring shared by every form control. */
export function Field({ label, hint, error, required, id, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ controlId, describedBy, invalid: Boolean(error) })}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          <AlertIcon size="sm" />
          {error}
        </span>
      )}
    </div>
  );
}
