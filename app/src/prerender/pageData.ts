import type { Language } from '@rimal/i18n';

/** What a prerendered page was rendered with, for the browser to take the HTML over. */
export interface PageData {
  /** The path the HTML shows, e.g. `/ar/product/99`. */
  path: string;
  language: Language;
  /** The content reads' answers, by key (`contentReads`), as the build saw them. */
  answers: Record<string, unknown>;
  /** The not-found page (`404.html`), which a host serves at any address that is no page. */
  notFound?: true;
}

/** The id of the page's `<script type="application/json">` block. */
export const PAGE_DATA_ID = 'page-data';

/** `/ar` and `/ar/` are one page. */
const samePage = (one: string, other: string) =>
  one.replace(/\/$/, '') === other.replace(/\/$/, '');

/**
 * The page's data, when its HTML was prerendered for this very path (or is the not-found page,
 * served at any address that is no page); otherwise undefined.
 */
export function prerenderedPageData(doc: Document, pathname: string): PageData | undefined {
  const block = doc.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return undefined;
  try {
    const data = JSON.parse(block.textContent) as PageData;
    return data.notFound || samePage(data.path, pathname) ? data : undefined;
  } catch {
    return undefined;
  }
}
