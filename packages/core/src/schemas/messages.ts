/** Validation messages are i18n keys of the `common` namespace (docs/contracts.md §1.1); the UI calls t(). */
export const VALIDATION = {
  required: 'validation.required',
  email: 'validation.email',
  phone: 'validation.phone',
  city: 'validation.city',
} as const;
