/** The mails' few colours: the site's sand and cocoa, written out because mails have no CSS variables. */
export const mailColors = {
  page: '#f6f1ea',
  card: '#ffffff',
  ink: '#2b1d14',
  muted: '#6b5a4c',
  rule: '#e4d9cc',
  accent: '#8a5a2b',
} as const;
