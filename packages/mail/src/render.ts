import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';

/** A mail's two parts: mail programs show the HTML, and fall back on the text. */
export interface MailParts {
  subject: string;
  html: string;
  text: string;
}

/** The class of a table of data, laid out in columns in the text part; layout tables are not. */
export const DATA_TABLE = 'data';

/**
 * The HTML as React Email renders it, and the plain text read from that same HTML. The text
 * keeps the sender's line breaks (React writes none of its own) and their capitals, which
 * html-to-text would put headings in.
 */
export async function renderMail(subject: string, element: ReactElement): Promise<MailParts> {
  const html = await render(element);
  const text = toPlainText(html, {
    preserveNewlines: true,
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      {
        selector: `table.${DATA_TABLE}`,
        format: 'dataTable',
        options: { uppercaseHeaderCells: false, maxColumnWidth: 2000, colSpacing: 4 },
      },
    ],
  });
  return { subject, html, text };
}
