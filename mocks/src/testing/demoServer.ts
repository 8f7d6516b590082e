/** Test support: the demo back ends on MSW's node server, reset between tests. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { demoEndpointsAt } from '../endpoints';
import type { DemoEndpoints } from '../endpoints';
import { createMockServer } from '../node';
import { createMemoryStore, resetMockState, setStateStore } from '../state';

export const testEndpoints: DemoEndpoints = demoEndpointsAt('http://demo.test');

/** Starts the handlers for the test file; unhandled requests fail the test. */
export function withDemoServer(endpoints: DemoEndpoints = testEndpoints) {
  const server = createMockServer(endpoints);
  beforeAll(() => {
    setStateStore(createMemoryStore());
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());
  return server;
}

/** Loose views of the JSON answers, for assertions. */
export interface EntityBody {
  id: number;
  attributes: Record<string, unknown> & {
    title?: string;
    price?: number;
    img?: { data: { id: number; attributes: { url: string } } };
    categories?: { data: { id: number; attributes: Record<string, unknown> }[] };
    sub_categories?: { data: { id: number; attributes: Record<string, unknown> }[] };
  };
}

export interface ListBody {
  data: EntityBody[];
  meta: { pagination: Record<string, number> };
}

export interface ItemBody {
  data: EntityBody;
  meta: Record<string, unknown>;
}

export interface StrapiErrorView {
  data: null;
  error: { status: number; name: string; message: string; details: Record<string, unknown> };
}

export interface Answer<T> {
  status: number;
  body: T;
}

export const bearer = (token: string = testEndpoints.token) => ({
  Authorization: `Bearer ${token}`,
});

/** GET from the content service with the demo token, answering status and JSON. */
export async function getContent<T = ListBody>(
  path: string,
  endpoints: DemoEndpoints = testEndpoints,
  headers: Record<string, string> = bearer(endpoints.token),
): Promise<Answer<T>> {
  const response = await fetch(`${endpoints.content}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as T };
}

/** Ids of a list answer. */
export const idsOf = (body: ListBody) => body.data.map((entity) => entity.id);

export async function postJson<T = Record<string, unknown>>(
  url: string,
  body: unknown,
): Promise<Answer<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function getJson<T = Record<string, unknown>>(url: string): Promise<Answer<T>> {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as T };
}
