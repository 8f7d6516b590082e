/**
 * `npm run record:strapi4`: the site's reads against a real Strapi 4.26.2, recorded into
 * packages/core/src/api/recordings/strapi4.json, where the content client's unit tests read
 * them (contentClient.strapi4.test.ts), so Strapi 4 stays covered without installing it in
 * every run. Each read must give the same products as the demo catalog does.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { contentReads, createContentClient, type ContentRead } from '@rimal/core';
import { CART, ERROR_CASES, LANGUAGES, ask } from './siteReads';

const { real, mock } = inject('strapi4');
const OUTPUT = new URL('../../packages/core/src/api/recordings/strapi4.json', import.meta.url);
const MEDIA_HOST = 'https://media.example';

/** A read by its name in `contentReads` and its arguments, so that a test can make it again. */
type Recipe = [name: keyof typeof contentReads, ...args: unknown[]];

const recipes = (language: string): Recipe[] => [
  ['featuredProducts', 'featured', language],
  ['productsByCategory', { categoryId: 1, subCategoryIds: [1, 3] }, language],
  ['subCategories', 2, language],
  ['product', 99, language],
  ['product', 103, language],
  ['cartProducts', CART, language],
];

interface Exchange {
  path: string;
  status: number;
  body: unknown;
}

const recorded: { reads: unknown[]; errors: unknown[] } = { reads: [], errors: [] };

const withoutDocumentIds = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (key, item: unknown) => (key === 'documentId' ? undefined : item)),
  );

function run([name, ...args]: Recipe, server: typeof real, exchanges?: Exchange[]) {
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = new URL(String(input));
    const text = await response.clone().text();
    exchanges?.push({
      path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
      status: response.status,
      body: JSON.parse(text) as unknown,
    });
    return response;
  };
  const client = createContentClient({
    baseUrl: server.apiUrl,
    token: server.token,
    mediaHost: MEDIA_HOST,
    fetch: recording,
  });
  const make = contentReads[name] as unknown as (...made: unknown[]) => ContentRead<unknown>;
  return make(...args).load(client);
}

describe.each(LANGUAGES)('Strapi 4 answers the site in %s', (language) => {
  it.each(recipes(language).map((recipe) => ({ name: recipe[0], recipe })))(
    '$name',
    async ({ recipe }) => {
      const exchanges: Exchange[] = [];
      const fromStrapi4 = await run(recipe, real, exchanges);
      const fromDemo = withoutDocumentIds(await run(recipe, mock));
      expect(fromStrapi4).toEqual(fromDemo);
      recorded.reads.push({ recipe, exchanges, expected: fromDemo });
    },
  );
});

describe('Strapi 4 refuses', () => {
  it.each(ERROR_CASES)('%s', async (name, path, authorization) => {
    const header = authorization === 'site' ? `Bearer ${real.token}` : authorization;
    const { status, body } = await ask(real.apiUrl, path, header);
    // A list with entries is kept as its count: the reads above record whole lists.
    const { data, meta } = body as { data: unknown; meta: unknown };
    const kept = status === 200 && Array.isArray(data) && data.length > 0 ? { meta } : body;
    recorded.errors.push({ name, path, authorization, status, body: kept });
  });
});

afterAll(() => {
  writeFileSync(OUTPUT, `${JSON.stringify(recorded, null, 2)}\n`);
});
