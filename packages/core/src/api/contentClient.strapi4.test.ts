import { describe, expect, it } from 'vitest';
import recordings from './recordings/strapi4.json' with { type: 'json' };
import { createContentClient } from './contentClient';
import { contentReads, type ContentRead } from './contentReads';
import { isApiError } from './errors';

/*
 * A real Strapi 4.26.2's answers to the site's reads (recorded by `npm run record:strapi4`,
 * tests/contract/strapi4.record.ts): the client must still read a Strapi 4 back end, and give
 * the products the demo catalog gives.
 */

interface Exchange {
  path: string;
  status: number;
  body: unknown;
}

interface RecordedRead {
  recipe: [keyof typeof contentReads, ...unknown[]];
  exchanges: Exchange[];
  expected: unknown;
}

const reads = recordings.reads as unknown as RecordedRead[];
const MEDIA_HOST = 'https://media.example';

/** A client whose every request is answered from the recording, by its path and query. */
function replaying(exchanges: readonly Exchange[]) {
  const fake: typeof fetch = (input) => {
    const url = new URL(String(input), 'http://cms.test');
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const exchange = exchanges.find((candidate) => candidate.path === path);
    if (!exchange) return Promise.reject(new Error(`Not recorded: ${path}`));
    return Promise.resolve(Response.json(exchange.body, { status: exchange.status }));
  };
  return createContentClient({
    baseUrl: 'http://cms.test/api',
    token: 'recorded',
    mediaHost: MEDIA_HOST,
    fetch: fake,
  });
}

const readOf = ([name, ...args]: RecordedRead['recipe']) =>
  (contentReads[name] as unknown as (...made: unknown[]) => ContentRead<unknown>)(...args);

describe('the content client on a recorded Strapi 4', () => {
  it('has a recording of every kind of read in three languages', () => {
    const kinds = new Set(reads.map(({ recipe }) => recipe[0]));
    expect([...kinds].sort()).toEqual(
      ['cartProducts', 'featuredProducts', 'product', 'productsByCategory', 'subCategories'].sort(),
    );
    expect(new Set(reads.map(({ recipe }) => recipe.at(-1)))).toEqual(new Set(['en', 'ar', 'ja']));
  });

  it.each(reads.map((read) => ({ name: JSON.stringify(read.recipe), read })))(
    '$name gives the demo catalog’s products',
    async ({ read }) => {
      const answer = await readOf(read.recipe).load(replaying(read.exchanges));
      expect(answer).toEqual(read.expected);
    },
  );

  it('fails with the 404 of an unknown product, as on Strapi 5', async () => {
    const empty = recordings.errors.find(({ name }) => name === 'an unknown id');
    expect(empty?.status).toBe(200);
    const client = createContentClient({
      baseUrl: 'http://cms.test/api',
      token: 'recorded',
      mediaHost: MEDIA_HOST,
      fetch: () => Promise.resolve(Response.json(empty?.body)),
    });
    const failure: unknown = await client.product(424242).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(404);
  });

  it('is refused without a token (403) and with a wrong one (401), as Strapi 5 refuses', () => {
    const status = (name: string) => recordings.errors.find((error) => error.name === name)?.status;
    expect(status('no token')).toBe(403);
    expect(status('a bad token')).toBe(401);
  });
});
