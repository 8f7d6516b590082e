import { VALIDATION } from '@rimal/core';

export type NewsletterProblem = typeof VALIDATION.required | typeof VALIDATION.email;

/**
 * The translation key of what is wrong with `value`, or null when it is a valid address.
 * The e-mail shape is the browser's own `type="email"` rule (the WHATWG one, which yup's
 * `email()` also follows), so the home page carries no validation library (issue 9's budget).
 */
export function newsletterProblem(value: string): NewsletterProblem | null {
  const address = value.trim();
  if (address === '') return VALIDATION.required;
  const probe = document.createElement('input');
  probe.type = 'email';
  probe.value = address;
  return probe.validity.typeMismatch ? VALIDATION.email : null;
}
