import { initialContactValues, type ContactFormValues } from '../contact/payload';

/** A mail's two parts: mail programs show the HTML, and fall back on the text. */
export interface MailParts {
  subject: string;
  text: string;
  html: string;
}

/** The acknowledgement's words in the sender's language (contact.json, `popup` and `departments`). */
export interface AcknowledgementTexts {
  title: string;
  text: string;
  /** The department's name in that language. */
  department: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const FIELDS = Object.keys(initialContactValues) as (keyof ContactFormValues)[];

/** Every field the sender filled, in the form's order; hidden fields arrive empty and are left out. */
const filled = (values: ContactFormValues) =>
  FIELDS.filter((field) => values[field] !== '').map((field) => [field, values[field]] as const);

/**
 * The department's mail: each filled field on its own line, the attachments' names, and the
 * subject naming the department and the sender. Every value is the sender's, so the HTML
 * part escapes each one.
 */
export function departmentMail(
  values: ContactFormValues,
  attachments: readonly { name: string }[],
): MailParts {
  const rows = filled(values);
  const names = attachments.map((file) => file.name);
  const text = [
    ...rows.map(([field, value]) => `${field}: ${value}`),
    ...(names.length > 0 ? [`attachments: ${names.join(', ')}`] : []),
  ].join('\n');
  const cells = rows
    .map(
      ([field, value]) =>
        `<tr><th align="left">${field}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const list =
    names.length > 0
      ? `<p>attachments:</p><ul>${names.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}</ul>`
      : '';
  return {
    subject: `${values.department}: ${values.name}`,
    text: `${text}\n`,
    html: `<!doctype html><html><body><table>${cells}</table>${list}</body></html>`,
  };
}

/**
 * The sender's acknowledgement, in their language and direction: the thanks the site shows
 * after sending, the department and their own message. Never the attachments: a file is
 * mailed only to the recipients the server chose.
 */
export function acknowledgementMail(
  values: ContactFormValues,
  texts: AcknowledgementTexts,
  direction: 'ltr' | 'rtl',
): MailParts {
  const quoted = values.message === '' ? [] : ['', values.message];
  return {
    subject: `${texts.title} ${texts.department}`,
    text: [`${texts.title}`, texts.text, '', texts.department, ...quoted].join('\n') + '\n',
    html:
      `<!doctype html><html dir="${direction}"><body><h1>${escapeHtml(texts.title)}</h1>` +
      `<p>${escapeHtml(texts.text)}</p><p>${escapeHtml(texts.department)}</p>` +
      (values.message === ''
        ? ''
        : `<blockquote style="white-space:pre-wrap">${escapeHtml(values.message)}</blockquote>`) +
      '</body></html>',
  };
}
