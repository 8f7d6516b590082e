import { expect } from 'vitest';
import { BRAND_PAGE_IDS, createContentClient, paths, type ContentRead } from '@rimal/core';
import { readsFor } from '@rimal/app/router';

/** The routes whose pages read the catalog, and a listing narrowed to two sub-categories. */
const ROUTES: readonly (readonly [string, string])[] = [
  [paths.home, ''],
  [paths.products(1), ''],
  [paths.products(2), ''],
  [paths.products(3), ''],
  [paths.products(1), '?sub=1,3'],
  [paths.product(99), ''],
  [paths.product(95), ''],
  [paths.product(103), ''],
  ...BRAND_PAGE_IDS.map((brand) => [paths.brandPage(brand), ''] as const),
];

export const LANGUAGES = ['en', 'ar', 'ja'] as const;

/** A cart with lines of every kind, and one product the catalog does not have. */
export const CART = [99, 90, 101, 103, 95, 424242];

export interface SiteRead {
  name: string;
  read: ContentRead<unknown>;
}

/** Every read the site makes for each route in `language`, as its route table lists them. */
export function siteReads(language: string): SiteRead[] {
  return ROUTES.flatMap(([route, search]) =>
    readsFor(route, search, language).map((read) => ({
      name: `${route}${search} ${read.key}`,
      read,
    })),
  );
}

export interface Server {
  apiUrl: string;
  token: string;
}

/** The paths (with their queries) a read asks the content service for, as the site sends them. */
export async function requestsOf(read: ContentRead<unknown>, server: Server): Promise<string[]> {
  const asked: string[] = [];
  const recording: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname.replace(/^\/api/, '')}${url.search}`);
    return fetch(input, init);
  };
  const client = createContentClient({
    baseUrl: server.apiUrl,
    token: server.token,
    mediaHost: '',
    fetch: recording,
  });
  await read.load(client);
  expect(asked.length, read.key).toBeGreaterThan(0);
  return asked;
}

export interface Answer {
  status: number;
  body: unknown;
}

/** `authorization`: the whole header, or null for none. */
export async function ask(
  apiUrl: string,
  path: string,
  authorization: string | null,
  init: RequestInit = {},
): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (authorization !== null) headers.set('authorization', authorization);
  const response = await fetch(`${apiUrl}${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/**
 * The error cases: each path with the Authorization header it is sent with (`site`: the site's
 * token; null: none).
 */
export const ERROR_CASES: readonly (readonly [string, string, string | null])[] = [
  ['no token', '/products?locale=en', null],
  ['a header without the Bearer scheme', '/products?locale=en', 'Basic abc'],
  ['a bad token', '/products?locale=en', 'Bearer not-a-token'],
  ['an unknown id', '/products?locale=en&filters[id][$eq]=424242', 'site'],
  ['an unknown id, read by its document', '/products/424242', 'site'],
  ['an unknown filter key', '/products?filters[category][id][$eq]=1', 'site'],
  ['an unknown query key', '/products?foo=1', 'site'],
  ['v4 publicationState', '/products?publicationState=live', 'site'],
  ['an unknown relation to populate', '/products?populate[nope]=true', 'site'],
  ['both kinds of pagination', '/products?pagination[page]=1&pagination[start]=0', 'site'],
  ['every locale', '/products?locale=all', 'site'],
];
