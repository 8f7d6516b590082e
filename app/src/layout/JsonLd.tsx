import { jsonForScript } from '../seo';

/** Structured data for search engines (app/src/seo.ts), as a JSON-LD block in the page. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json">{jsonForScript(data)}</script>;
}
