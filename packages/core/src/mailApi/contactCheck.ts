import { isRecord } from '../api/shape';
import { DEPARTMENTS } from '../contact/departments';

/** The two contact calls of the mail service (docs/contracts.md §4). */
export type MailKind = 'register' | 'sendmail';

/** Department values the contact form sends: the English labels (docs/contracts.md §2). */
export const departmentValues: readonly string[] = DEPARTMENTS.map(({ label }) => label);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const nonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/**
 * Why a contact submission is refused, or `undefined` when it is fine (docs/contracts.md §4.3):
 * the demo's and the CMS's mail services answer it as a 400.
 */
export function contactProblem(body: unknown, kind: MailKind): string | undefined {
  if (!isRecord(body)) return 'Expected a JSON object body';
  const required = ['name', 'email', 'phone', 'department'] as const;
  const missing: string[] = required.filter((field) => !nonEmptyString(body[field]));
  if (kind === 'register') {
    const list = body.mailList;
    const hasRecipients = Array.isArray(list)
      ? list.some((entry) => nonEmptyString(entry))
      : nonEmptyString(list);
    if (!hasRecipients) missing.push('mailList');
  }
  if (missing.length > 0) return `Missing required fields: ${missing.join(', ')}`;
  if (!EMAIL.test(String(body.email).trim())) return 'email must be a valid email address';
  if (!departmentValues.includes(String(body.department))) {
    return `department must be one of: ${departmentValues.join(', ')}`;
  }
  if (body.photos !== undefined && !Array.isArray(body.photos)) {
    return 'photos must be a list of uploaded files';
  }
  return undefined;
}

/** The department id of a label on the wire, or the value itself when it is none of them. */
export function departmentIdOf(label: string): string {
  return DEPARTMENTS.find((department) => department.label === label)?.id ?? label;
}
