/**
 * The mock checked against the real CMS (issue 27): every read the site makes for each route,
 * in English, Arabic and Japanese, the cart's read, and the error cases, replayed against the
 * real Strapi 5 and the demo content service. Answers must be the same, timestamps and
 * document ids aside.
 */
import type * as ReactRouterDom from 'react-router-dom';
import { describe, expect, inject, it, vi } from 'vitest';
import {
  BRAND_PAGE_IDS,
  contentReads,
  createContentClient,
  paths,
  type ContentRead,
} from '@rimal/core';
import { readsFor } from '@rimal/app/router';

// Only the route table's reads are under test: the frame's components stay out.
vi.mock('../../app/src/layout/SiteLayout', () => ({ SiteLayout: () => null }));
vi.mock('../../app/src/pages/RouteError', () => ({ RouteError: () => null }));
vi.mock('../../app/src/cart', () => ({ useCart: { getState: () => ({ lines: [] }) } }));
vi.mock('../../app/src/pages/checkoutFlow', () => ({ checkoutNeedsFlow: () => false }));
vi.mock('react-router-dom', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouterDom>()),
  createBrowserRouter: () => null,
}));

const servers = inject('servers');

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

interface Answer {
  status: number;
  body: unknown;
}

async function ask(
  apiUrl: string,
  path: string,
  token: string | null,
  init: RequestInit = {},
): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (token !== null) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${apiUrl}${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/** The same request to both, answers normalized. */
async function both(path: string, token: 'site' | 'none' | string = 'site', init?: RequestInit) {
  const pick = (own: string) => (token === 'site' ? own : token === 'none' ? null : token);
  const [real, mock] = await Promise.all([
    ask(servers.real.apiUrl, path, pick(servers.real.token), init),
    ask(servers.mock.apiUrl, path, pick(servers.mock.token), init),
  ]);
  return {
    real: { ...real, body: normalize(real.body) },
    mock: { ...mock, body: normalize(mock.body) },
  };
}

/** The paths (with their queries) a read asks the content service for, as the site sends them. */
async function requestsOf(read: ContentRead<unknown>): Promise<string[]> {
  const asked: string[] = [];
  const recording: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname.replace(/^\/api/, '')}${url.search}`);
    return fetch(input, init);
  };
  const client = createContentClient({
    baseUrl: servers.real.apiUrl,
    token: servers.real.token,
    mediaHost: '',
    fetch: recording,
  });
  await read.load(client);
  expect(asked.length, read.key).toBeGreaterThan(0);
  return asked;
}

const ROUTES = [
  paths.home,
  paths.products(1),
  paths.products(2),
  paths.products(3),
  paths.product(99),
  paths.product(95),
  paths.product(103),
  ...BRAND_PAGE_IDS.map(paths.brandPage),
];
const LISTING_FILTERS = [[paths.products(1), '?sub=1,3']] as const;
const LANGUAGES = ['en', 'ar', 'ja'] as const;

describe.each(LANGUAGES)('every read of every route, in %s', (language) => {
  const cases = [...ROUTES.map((route) => [route, ''] as const), ...LISTING_FILTERS].flatMap(
    ([route, search]) =>
      readsFor(route, search, language).map((read) => ({
        name: `${route}${search} ${read.key}`,
        read,
      })),
  );
  it.each(cases)('$name', async ({ read }) => {
    for (const path of await requestsOf(read)) {
      const { real, mock } = await both(path);
      expect(real.status, path).toBe(200);
      expect(mock, path).toEqual(real);
    }
  });

  it('the site reads the same products from both', async () => {
    const client = (apiUrl: string, token: string) =>
      createContentClient({ baseUrl: apiUrl, token, mediaHost: 'https://media.example' });
    const real = client(servers.real.apiUrl, servers.real.token);
    const mock = client(servers.mock.apiUrl, servers.mock.token);
    const read = contentReads.productsByCategory({ categoryId: 1 }, language);
    expect(await read.load(mock)).toEqual(await read.load(real));
  });
});

describe('the cart', () => {
  const cart = [99, 90, 101, 103, 95, 424242];
  it.each(LANGUAGES)('reads its lines in one request, in %s', async (language) => {
    for (const path of await requestsOf(contentReads.cartProducts(cart, language))) {
      const { real, mock } = await both(path);
      expect(mock, path).toEqual(real);
    }
  });
});

describe('errors', () => {
  const products = '/products?locale=en';
  it.each([
    ['no token', products, 'none'],
    ['a bad token', products, 'not-a-token'],
    ['an unknown id', '/products?locale=en&filters[id][$eq]=424242', 'site'],
    ['an unknown id, read by its document', '/products/424242', 'site'],
    ['an unknown filter key', '/products?filters[category][id][$eq]=1', 'site'],
    ['an unknown query key', '/products?foo=1', 'site'],
    ['v4 publicationState', '/products?publicationState=live', 'site'],
    ['an unknown relation to populate', '/products?populate[nope]=true', 'site'],
    ['both kinds of pagination', '/products?pagination[page]=1&pagination[start]=0', 'site'],
    ['every locale', '/products?locale=all', 'site'],
  ])('%s', async (_name, path, token) => {
    const { real, mock } = await both(path, token);
    expect(mock).toEqual(real);
  });

  it('a write with the read-only token', async () => {
    const init = {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { price: 1 } }),
    };
    const { real, mock } = await both('/products/rimalproduct000000000090', 'site', init);
    expect(mock).toEqual(real);
  });
});
