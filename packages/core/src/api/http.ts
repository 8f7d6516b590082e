import { ApiError } from './errors';
import { isRecord } from './shape';

export const DEFAULT_TIMEOUT_MS = 15000;

/** What every client factory takes. */
export interface HttpConfig {
  baseUrl: string;
  /** Injected for tests and for the demo; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Abort a call after this many milliseconds. @default 15000 */
  timeoutMs?: number;
}

export interface RequestSpec<T> {
  method?: 'GET' | 'POST';
  /** Serialised in Strapi's bracket syntax (`filters[type][$eq]=featured`), values encoded. */
  query?: QueryValue;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart; the browser sets the boundary header. */
  form?: FormData;
  /** Checks the JSON answer (null for an empty body) and returns it typed; throws on a bad shape. */
  parse: (body: unknown) => T;
}

/** A query value: a scalar, or nested objects and arrays of them. */
export type QueryValue = string | number | boolean | readonly QueryValue[] | QueryObject;
export interface QueryObject {
  readonly [key: string]: QueryValue | undefined;
}

/**
 * Flattens nested objects and arrays into `a[b][0]=value` pairs, the bracket syntax Strapi
 * parses. Written here rather than imported: a query-string library costs the home page 4 KB
 * of JavaScript (issue 9's budget) for these few lines. Keys stay readable; values are encoded.
 */
function bracketPairs(value: QueryValue | undefined, key: string): string[] {
  if (value === undefined) return [];
  if (typeof value !== 'object') return [`${key}=${encodeURIComponent(String(value))}`];
  const entries: [string, QueryValue | undefined][] = Array.isArray(value)
    ? value.map((item: QueryValue, index) => [String(index), item])
    : Object.entries(value as QueryObject);
  return entries.flatMap(([name, item]) => bracketPairs(item, key ? `${key}[${name}]` : name));
}

export function joinUrl(baseUrl: string, path: string, query?: QueryValue): string {
  const pairs = query === undefined ? [] : bracketPairs(query, '');
  const search = pairs.length > 0 ? `?${pairs.join('&')}` : '';
  return `${baseUrl.replace(/\/+$/, '')}${path}${search}`;
}

function errorMessage(body: unknown, status: number): string {
  // Strapi answers { error: { message } }; other services { message }.
  const source = isRecord(body) && isRecord(body.error) ? body.error : body;
  if (isRecord(source) && typeof source.message === 'string' && source.message !== '') {
    return source.message;
  }
  return `HTTP ${status}`;
}

/** `{ reason }`, else `{ error }` when it is a plain name (the shop's 409 bodies). */
function conflictReason(body: unknown): string | null {
  if (!isRecord(body)) return null;
  if (typeof body.reason === 'string' && body.reason !== '') return body.reason;
  return typeof body.error === 'string' && body.error !== '' ? body.error : null;
}

function readJson(text: string): { ok: true; body: unknown } | { ok: false } {
  if (text.trim() === '') {
    return { ok: true, body: null };
  }
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * One call to a back end. Resolves with the parsed answer or rejects with an ApiError:
 * 'timeout' after timeoutMs, 'network' when no answer arrived, 'http' for a non-2xx status,
 * 'shape' when the answer is not the JSON we expect.
 */
export async function request<T>(
  config: HttpConfig,
  path: string,
  spec: RequestSpec<T>,
): Promise<T> {
  const fetchFn = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const url = joinUrl(config.baseUrl, path, spec.query);
  const headers: Record<string, string> = { Accept: 'application/json', ...spec.headers };
  let body: BodyInit | undefined;
  if (spec.form) {
    body = spec.form;
  } else if (spec.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(spec.json);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);

  let status: number;
  let ok: boolean;
  let text: string;
  try {
    const response = await fetchFn(url, {
      method: spec.method ?? 'GET',
      headers,
      body,
      signal: controller.signal,
    });
    status = response.status;
    ok = response.ok;
    text = await response.text();
  } catch (error) {
    if (timedOut) {
      throw new ApiError('timeout', `No answer from ${url} within ${timeoutMs} ms`);
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError('network', `Could not reach ${url}: ${reason}`);
  } finally {
    clearTimeout(timer);
  }

  const json = readJson(text);
  if (!ok) {
    const answer = json.ok ? json.body : null;
    if (status === 409) {
      throw new ApiError('conflict', errorMessage(answer, status), status, conflictReason(answer));
    }
    throw new ApiError('http', errorMessage(answer, status), status);
  }
  if (!json.ok) {
    throw new ApiError('shape', `${url} did not answer JSON`, status);
  }
  try {
    return spec.parse(json.body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError('shape', `Unexpected answer from ${url}: ${reason}`, status);
  }
}

/** For calls whose answer docs/requirements.md §7 does not describe: any JSON is fine. */
export function ignoreBody(): void {
  return undefined;
}
