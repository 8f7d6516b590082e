import type { TranslatableMessage } from '../types';

/** Validation messages are i18n keys of the `common` namespace (docs/contracts.md §1.1); the UI calls t(). */
export const VALIDATION = {
  required: 'validation.required',
  email: 'validation.email',
  phone: 'validation.phone',
  city: 'validation.city',
} as const;

/** Yup accepts an object as a message; this one carries the {{min}} value for t(). */
export function minLengthMessage(min: number): TranslatableMessage {
  return { key: 'validation.minLength', values: { min } };
}

/** A message a schema produces: a plain key, or a key with values. */
export type ValidationMessage = string | TranslatableMessage;
