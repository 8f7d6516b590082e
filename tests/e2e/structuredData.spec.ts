import { expect, test } from '@playwright/test';
import { pathWithoutLanguage, pageLanguage } from '@rimal/i18n/address';

/*
 * Every JSON-LD block of the build (issue 45), on every address of the sitemap, as a crawler
 * reads it: valid JSON, schema.org, and the types each kind of page must carry, in the page's
 * language.
 */

const decode = (text: string) => text.replaceAll('&amp;', '&');
type Block = Record<string, unknown>;

/** The types a block declares, its graph's included. */
const typesOf = (block: Block): string[] =>
  Array.isArray(block['@graph'])
    ? (block['@graph'] as Block[]).map((node) => String(node['@type']))
    : [String(block['@type'])];

test('every JSON-LD block of the build parses, and each page has the structured data of its kind', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(decode(loc!)).pathname,
  );
  const counts: Record<string, number> = {};
  for (const path of addresses) {
    const html = await (await request.get(new URL(path, baseURL).href)).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map(([, json]) => JSON.parse(json!) as Block);
    for (const block of blocks) {
      expect(block['@context'], path).toBe('https://schema.org');
      for (const type of typesOf(block)) counts[type] = (counts[type] ?? 0) + 1;
    }
    const types = blocks.flatMap(typesOf);
    const route = pathWithoutLanguage(path);
    const language = pageLanguage(path);
    if (route === '/') {
      expect(types, path).toEqual(['Organization', 'WebSite']);
      const website = (blocks[0]!['@graph'] as Block[])[1]!;
      expect(website.inLanguage, path).toBe(language);
      expect(website.url, path).toBe(new URL(path, baseURL).href);
    } else if (route.startsWith('/products/')) {
      expect(types, path).toEqual(['BreadcrumbList']);
    } else if (route.startsWith('/product/')) {
      expect(types, path).toEqual(['Product', 'BreadcrumbList']);
      const trail = blocks[1]!.itemListElement as Block[];
      expect(
        trail.map((step) => step.position),
        path,
      ).toEqual([1, 2, 3]);
      expect(trail.at(-1)?.item, path).toBe(new URL(path, baseURL).href);
      expect(trail.at(-1)?.name, path).toBe(blocks[0]!.name);
    } else {
      expect(types, path).toEqual([]);
    }
  }
  console.log(`JSON-LD on ${addresses.length} pages: ${JSON.stringify(counts)}`);
});
