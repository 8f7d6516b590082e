/**
 * The mock checked against the real CMS (issue 27): every read the site makes for each route,
 * in English, Arabic and Japanese, the cart's read, and the error cases, replayed against the
 * real Strapi 5 and the demo content service. Answers must be the same, timestamps and
 * document ids aside.
 */
import { describe, expect, inject, it } from 'vitest';
import { contentReads, createContentClient } from '@rimal/core';
import { CART, ERROR_CASES, LANGUAGES, ask, requestsOf, siteReads } from './siteReads';

const servers = inject('servers');
const real = { apiUrl: servers.real.apiUrl, token: servers.real.token };
const mock = { apiUrl: servers.mock.apiUrl, token: servers.mock.token };

/** What may differ between two stores of the same catalog: when and under which document. */
const VOLATILE = new Set(['createdAt', 'updatedAt', 'publishedAt', 'documentId']);

function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !VOLATILE.has(key))
      .map(([key, item]) => [key, normalize(item)]),
  );
}

/** The same request to both, answers normalized; `authorization` 'site' sends each its token. */
async function both(path: string, authorization: string | null = 'site', init?: RequestInit) {
  const header = (token: string) => (authorization === 'site' ? `Bearer ${token}` : authorization);
  const answers = await Promise.all(
    [real, mock].map((server) => ask(server.apiUrl, path, header(server.token), init)),
  );
  const [fromReal, fromMock] = answers.map(({ status, body }) => ({
    status,
    body: normalize(body),
  }));
  return { real: fromReal, mock: fromMock };
}

describe.each(LANGUAGES)('every read of every route, in %s', (language) => {
  it.each(siteReads(language))('$name', async ({ read }) => {
    for (const path of await requestsOf(read, real)) {
      const answers = await both(path);
      expect(answers.real?.status, path).toBe(200);
      expect(answers.mock, path).toEqual(answers.real);
    }
  });

  it('the site reads the same products from both', async () => {
    const client = ({ apiUrl, token }: typeof real) =>
      createContentClient({ baseUrl: apiUrl, token, mediaHost: 'https://media.example' });
    const read = contentReads.productsByCategory({ categoryId: 1 }, language);
    expect(await read.load(client(mock))).toEqual(await read.load(client(real)));
  });
});

describe('the cart', () => {
  it.each(LANGUAGES)('reads its lines in one request, in %s', async (language) => {
    for (const path of await requestsOf(contentReads.cartProducts(CART, language), real)) {
      const answers = await both(path);
      expect(answers.mock, path).toEqual(answers.real);
    }
  });
});

describe('errors', () => {
  it.each(ERROR_CASES)('%s', async (_name, path, authorization) => {
    const answers = await both(path, authorization);
    expect(answers.mock).toEqual(answers.real);
  });

  it('a write with the read-only token', async () => {
    const init = {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { price: 1 } }),
    };
    const answers = await both('/products/rimalproduct000000000090', 'site', init);
    expect(answers.real?.status).toBe(403);
    expect(answers.mock).toEqual(answers.real);
  });
});
