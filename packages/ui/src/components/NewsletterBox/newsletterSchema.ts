import { string, ValidationError } from 'yup';
import { VALIDATION } from '@rimal/core';

/** The newsletter address: required and a real e-mail shape; messages are `common` keys. */
const emailSchema = string().trim().required(VALIDATION.required).email(VALIDATION.email);

export type NewsletterProblem = typeof VALIDATION.required | typeof VALIDATION.email;

/** The translation key of what is wrong with `value`, or null when it is a valid address. */
export function newsletterProblem(value: string): NewsletterProblem | null {
  try {
    emailSchema.validateSync(value);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message as NewsletterProblem;
    throw error;
  }
}
