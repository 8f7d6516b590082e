/**
 * React 19 puts the tags it hoists (`<title>`, `<meta>`, `<link>`) before the rendered tree;
 * they belong in the page's `<head>`.
 */
export function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<(?:meta|link)\b[^>]*\/?>|<title\b[^>]*>[^<]*<\/title>)/;
  let rest = html;
  const head: string[] = [];
  for (let match = hoisted.exec(rest); match; match = hoisted.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.join('\n    '), body: rest };
}
