/**
 * The demo back ends as a real local HTTP server (`npm run mock-api`), so a site build or an
 * end-to-end test crosses a real network boundary. Plain node:http: each request becomes a
 * Fetch `Request` answered by the same MSW handlers through `getResponse`.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { getResponse, matchRequestUrl } from 'msw';
import type { HttpHandler } from 'msw';
import { DEFAULT_MOCK_API_PORT, httpEndpoints } from '../endpoints';
import type { DemoEndpoints } from '../endpoints';
import { linkPreviewFile, linkPreviewSourceOf } from '../../scripts/linkPreviews';
import { createHandlers } from '../handlers';
import { formatDemoParam, scenarioHandlers, toScenarioMap } from '../scenarios';
import type { ScenarioInput, ScenarioMap } from '../scenarios';
import { resetMockState } from '../state';

export const MEDIA_DIR = fileURLToPath(new URL('../../media/', import.meta.url));

/** Largest multipart body (the photos of one upload; the handler checks each file at 5 MB). */
const MAX_BODY_BYTES = 64 * 1024 * 1024;
/** Largest body of any other kind: JSON orders, mails and scenario switches. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** Past this many times its limit a refused body is no longer read: the connection is dropped. */
const DRAIN_FACTOR = 4;
/** Where the server listens when neither `host` nor MOCK_API_HOST says: loopback, both families. */
const LOOPBACK_HOSTS = ['127.0.0.1', '::1'];

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.json': 'application/json',
};

export interface MockHttpServerOptions {
  /** 0 picks a free port. @default MOCK_API_PORT or 8787 */
  port?: number;
  /**
   * Interface to listen on. @default MOCK_API_HOST, or else loopback only: 127.0.0.1 and ::1
   * (when the machine has IPv6), so `localhost` works whichever address it resolves to first.
   */
  host?: string;
  /** @default MOCK_SCENARIOS, e.g. `shop:error` */
  scenarios?: ScenarioInput;
  /** Which major the content service answers as. @default MOCK_STRAPI_FORMAT, else `v5` */
  contentFormat?: 'v5' | 'v4';
  /** How long a client may take to send its headers. @default 10000 */
  headersTimeoutMs?: number;
  /** How long a client may take to send its whole request. @default 60000 */
  requestTimeoutMs?: number;
}

export interface MockHttpServer {
  /** e.g. `http://localhost:8787` */
  url: string;
  port: number;
  endpoints: DemoEndpoints;
  scenarios(): ScenarioMap;
  setScenarios(input: ScenarioInput): void;
  /** How long a client may take to send its headers, and its whole request. */
  timeouts: { headersMs: number; requestMs: number };
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-max-age': '600',
};

/** Host names of this machine; a request naming another host reached it by DNS rebinding. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host name of a Host header (`localhost:8787` → `localhost`, `[::1]:8787` → `[::1]`). */
function hostName(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

/** A page of the site: an http(s) origin on this machine, as every demo site and story runs. */
function isOwnOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_NAMES.has(url.hostname)
    );
  } catch {
    return false;
  }
}

/**
 * The back ends answer any origin (as a public API would); the control routes answer only the
 * site's own origins, so no other web page can reset the shop or switch its scenarios.
 */
function withCors(res: ServerResponse, req: IncomingMessage, control: boolean): void {
  const origin = req.headers.origin;
  if (control) {
    if (!origin || !isOwnOrigin(origin)) return;
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('vary', 'Origin');
  } else {
    res.setHeader('access-control-allow-origin', '*');
  }
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
  res.setHeader(
    'access-control-allow-headers',
    req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
  );
}

/**
 * A JSON body must say so: `text/plain` and form types are what a page of any origin may send
 * without asking first (a CORS simple request).
 */
function isJsonType(req: IncomingMessage): boolean {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  return type === 'application/json';
}

const compressors = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/**
 * Text bodies go compressed when the browser takes it, as a real API behind a CDN sends them;
 * uncompressed JSON would make every page's first read look slower than it is.
 */
async function encodeBody(req: IncomingMessage, res: ServerResponse, type: string, body: Buffer) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /^(application\/json|image\/svg|text\/)/.test(type)
    ? (['br', 'gzip'] as const).find((name) => new RegExp(`\\b${name}\\b`).test(accepted))
    : undefined;
  if (!encoding) return body;
  res.setHeader('content-encoding', encoding);
  res.setHeader('vary', 'Accept-Encoding');
  return compressors[encoding](body);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function bodyLimit(req: IncomingMessage): number {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('multipart/form-data') ? MAX_BODY_BYTES : MAX_JSON_BODY_BYTES;
}

/**
 * The request body, or `undefined` when it is over its limit. A refused body is still read to
 * its end (and thrown away), so the client gets to read the 413 instead of a reset connection;
 * one far over the limit has its connection dropped instead.
 */
async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const limit = bodyLimit(req);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit * DRAIN_FACTOR) {
      req.socket.destroy();
      return undefined;
    }
    if (size <= limit) chunks.push(buffer);
  }
  return size > limit ? undefined : Buffer.concat(chunks);
}

/** The request's URL on the canonical origin; `undefined` when it is not a path or not decodable. */
function requestUrl(req: IncomingMessage, origin: string): URL | undefined {
  const raw = req.url ?? '/';
  if (!raw.startsWith('/')) return undefined;
  try {
    // Joined, not resolved: `//other.host/x` stays a path on this server.
    const url = new URL(`${origin}${raw}`);
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return undefined;
  }
}

/** Methods the handlers take on this path; empty when the path is unknown. */
function allowedMethods(handlers: readonly HttpHandler[], url: URL): string[] {
  const methods = new Set<string>();
  for (const handler of handlers) {
    const { method, path } = handler.info;
    // `http.all` (a RegExp method) would have answered already.
    if (typeof method !== 'string' || typeof path === 'function') continue;
    if (matchRequestUrl(url, path).matches) methods.add(method.toUpperCase());
  }
  if (methods.has('GET')) methods.add('HEAD');
  if (methods.size > 0) methods.add('OPTIONS');
  return [...methods];
}

function refuseType(res: ServerResponse): void {
  sendJson(res, 415, {
    error: 'unsupported_media_type',
    message: 'Send JSON bodies as application/json, and files as multipart/form-data',
  });
}

function refuseMethod(res: ServerResponse, method: string, allowed: readonly string[]): void {
  res.setHeader('allow', allowed.join(', '));
  sendJson(res, 405, { error: 'method_not_allowed', message: `${method} is not allowed here` });
}

function toFetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  return headers;
}

/**
 * Serves `mocks/media/<path>`, or the link preview a product's picture names there
 * (mocks/scripts/linkPreviews.ts); false when there is no such file.
 */
async function serveMedia(relative: string, req: IncomingMessage, res: ServerResponse) {
  const root = resolve(MEDIA_DIR);
  const asked = resolve(root, decodeURIComponent(relative));
  if (!asked.startsWith(root + sep)) return false;
  const previewOf =
    dirname(asked) === join(root, 'uploads') && linkPreviewSourceOf(basename(asked));
  const file = previewOf ? (await linkPreviewFile(previewOf)).file : asked;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  res.setHeader('content-type', type);
  res.setHeader('cache-control', 'public, max-age=3600');
  res.setHeader('x-content-type-options', 'nosniff');
  if (type === 'image/svg+xml') {
    const body = await encodeBody(req, res, type, await readFile(file));
    res.writeHead(200, { 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  res.writeHead(200, { 'content-length': info.size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}

async function writeResponse(response: Response, req: IncomingMessage, res: ServerResponse) {
  if (response.type === 'error') {
    // `HttpResponse.error()`: the `network` scenario. Drop the connection.
    req.socket.destroy();
    return;
  }
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') res.setHeader(name, value);
  });
  const type = response.headers.get('content-type') ?? '';
  const body = await encodeBody(req, res, type, Buffer.from(await response.arrayBuffer()));
  res.setHeader('content-length', body.length);
  res.writeHead(response.status, response.statusText);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolveClose, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolveClose()));
  });
}

/** How long a client may take over its headers and its request, in ms. */
interface Timeouts {
  headersMs: number;
  requestMs: number;
}

function listenOnce(
  host: string,
  port: number,
  onRequest: (req: IncomingMessage, res: ServerResponse) => void,
  timeouts: Timeouts,
): Promise<Server> {
  // Node checks the timeouts every `connectionsCheckingInterval`: 30 s by default, longer than
  // a short headers timeout.
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
    onRequest,
  );
  return new Promise<Server>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen(server));
  });
}

/** Codes of a loopback address the machine does not have (no IPv6). */
const MISSING_ADDRESS = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT']);

/**
 * One server per host, all on the port the first one got. A later host the machine lacks (no
 * IPv6) is skipped; a free port (0) already taken on a later host is chosen afresh.
 */
async function listenOn(
  hosts: readonly string[],
  port: number,
  onRequest: (req: IncomingMessage, res: ServerResponse) => void,
  timeouts: Timeouts,
  attempts = 5,
): Promise<Server[]> {
  const [first = '127.0.0.1', ...others] = hosts;
  const main = await listenOnce(first, port, onRequest, timeouts);
  const servers = [main];
  const chosen = (main.address() as AddressInfo).port;
  for (const host of others) {
    try {
      servers.push(await listenOnce(host, chosen, onRequest, timeouts));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (MISSING_ADDRESS.has(code)) continue;
      await Promise.all(servers.map(closeServer));
      if (code === 'EADDRINUSE' && port === 0 && attempts > 1) {
        return listenOn(hosts, port, onRequest, timeouts, attempts - 1);
      }
      throw error;
    }
  }
  return servers;
}

/** Starts the HTTP mock server; resolves once it listens. */
export async function startMockHttpServer(
  options: MockHttpServerOptions = {},
): Promise<MockHttpServer> {
  let handlers: HttpHandler[] = [];
  let scenarios: ScenarioMap = toScenarioMap(
    options.scenarios === undefined ? process.env.MOCK_SCENARIOS : options.scenarios,
  );
  const contentFormat =
    options.contentFormat ?? (process.env.MOCK_STRAPI_FORMAT === 'v4' ? 'v4' : 'v5');
  let endpoints = { ...httpEndpoints(options.port ?? DEFAULT_MOCK_API_PORT), contentFormat };
  let origin = '';
  // A server told to listen on another interface (MOCK_API_HOST) answers to that name too.
  const allowedHosts = new Set(LOOPBACK_NAMES);
  const listenHost = options.host ?? process.env.MOCK_API_HOST?.trim();
  if (listenHost) allowedHosts.add(listenHost.includes(':') ? `[${listenHost}]` : listenHost);

  const rebuild = () => {
    handlers = [...scenarioHandlers(scenarios, endpoints), ...createHandlers(endpoints)];
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('x-content-type-options', 'nosniff');
    if (!allowedHosts.has(hostName(req.headers.host) ?? '')) {
      sendJson(res, 421, {
        error: 'misdirected_request',
        message: 'The demo back ends answer only to localhost, 127.0.0.1 and [::1]',
      });
      return;
    }
    const control = (req.url ?? '').startsWith('/__mock/');
    withCors(res, req, control);
    if (control && req.headers.origin !== undefined && !isOwnOrigin(req.headers.origin)) {
      sendJson(res, 403, {
        error: 'origin_not_allowed',
        message: "The control routes answer only to the site's own origins",
      });
      return;
    }
    const method = req.method ?? 'GET';
    // Always the canonical origin, so handlers match whether the client said localhost or 127.0.0.1.
    const url = requestUrl(req, origin);
    if (!url) {
      sendJson(res, 400, { error: 'bad_url', message: 'The request URL cannot be decoded' });
      return;
    }
    if (method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const readOnly = method === 'GET' || method === 'HEAD';
    if (url.pathname.startsWith('/content/uploads/')) {
      if (!readOnly) return refuseMethod(res, method, ['GET', 'HEAD', 'OPTIONS']);
      if (await serveMedia(url.pathname.slice('/content/'.length), req, res)) return;
    }
    if (url.pathname === '/') {
      if (!readOnly) return refuseMethod(res, method, ['GET', 'HEAD', 'OPTIONS']);
      sendJson(res, 200, { name: 'Rimal demo back ends', endpoints, scenarios });
      return;
    }
    if (url.pathname === '/__mock/scenarios') {
      if (method === 'POST' || method === 'PUT') {
        const raw = await readBody(req);
        if (!raw) {
          sendJson(res, 413, { message: 'Request body too large' });
          return;
        }
        if (!isJsonType(req)) return refuseType(res);
        let input: ScenarioInput = {};
        try {
          const parsed = JSON.parse(raw.toString('utf8')) as unknown;
          if (typeof parsed === 'object' && parsed !== null && 'demo' in parsed) {
            input = String((parsed as { demo: unknown }).demo);
          } else if (typeof parsed === 'object' && parsed !== null) {
            input = parsed as ScenarioMap;
          }
        } catch {
          sendJson(res, 400, {
            error: 'invalid_body',
            message: 'Expected {"demo": "<scenarios>"}',
          });
          return;
        }
        scenarios = toScenarioMap(input);
        rebuild();
      } else if (!readOnly) {
        return refuseMethod(res, method, ['GET', 'HEAD', 'POST', 'PUT', 'OPTIONS']);
      }
      sendJson(res, 200, { scenarios, demo: formatDemoParam(scenarios) });
      return;
    }
    if (url.pathname === '/__mock/reset') {
      if (method !== 'POST') return refuseMethod(res, method, ['POST', 'OPTIONS']);
      resetMockState();
      scenarios = {};
      rebuild();
      sendJson(res, 200, { reset: true });
      return;
    }

    const body = readOnly ? undefined : await readBody(req);
    if (!readOnly && body === undefined) {
      sendJson(res, 413, { message: 'Request body too large' });
      return;
    }
    const multipart = String(req.headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('multipart/form-data');
    if (body && body.length > 0 && !multipart && !isJsonType(req)) return refuseType(res);
    const request = new Request(url, {
      // HEAD is answered by the GET handler; writeResponse leaves the body out.
      method: method === 'HEAD' ? 'GET' : method,
      headers: toFetchHeaders(req),
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      const allowed = allowedMethods(handlers, url);
      if (allowed.length > 0) return refuseMethod(res, method, allowed);
      sendJson(res, 404, {
        error: 'not_found',
        message: `No demo route for ${method} ${url.pathname}`,
      });
      return;
    }
    await writeResponse(response, req, res);
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Mock server failure' });
      else res.end();
    });
  };

  const chosenHost = options.host ?? (process.env.MOCK_API_HOST?.trim() || undefined);
  const port = options.port ?? DEFAULT_MOCK_API_PORT;
  const timeouts: Timeouts = {
    headersMs: options.headersTimeoutMs ?? 10_000,
    requestMs: options.requestTimeoutMs ?? 60_000,
  };
  const servers = await listenOn(
    chosenHost ? [chosenHost] : LOOPBACK_HOSTS,
    port,
    onRequest,
    timeouts,
  );
  const listening = servers[0]?.address() as AddressInfo;
  endpoints = { ...httpEndpoints(listening.port), contentFormat };
  origin = `http://localhost:${listening.port}`;
  rebuild();

  return {
    url: origin,
    port: listening.port,
    endpoints,
    scenarios: () => scenarios,
    timeouts,
    setScenarios(input) {
      scenarios = toScenarioMap(input);
      rebuild();
    },
    close: () => Promise.all(servers.map(closeServer)).then(() => undefined),
  };
}

/** The lines that point a site build at this server. */
export function viteEnvLines(endpoints: DemoEndpoints): string[] {
  return [
    `VITE_CONTENT_URL=${endpoints.content}`,
    `VITE_CONTENT_TOKEN=${endpoints.token}`,
    `VITE_MEDIA_URL=${endpoints.media}`,
    `VITE_SHOP_URL=${endpoints.shop}`,
    `VITE_MAIL_URL=${endpoints.mail}`,
  ];
}

async function main(): Promise<void> {
  const raw = process.env.MOCK_API_PORT?.trim();
  const fromEnv = raw ? Number(raw) : Number.NaN;
  const port = Number.isInteger(fromEnv) && fromEnv >= 0 ? fromEnv : DEFAULT_MOCK_API_PORT;
  const server = await startMockHttpServer({ port });
  const active = formatDemoParam(server.scenarios());
  console.log(`Rimal demo back ends listening on ${server.url}${active ? ` (${active})` : ''}`);
  console.log('Point a site at them with:\n');
  console.log(viteEnvLines(server.endpoints).join('\n'));
  console.log(
    '\nDemo cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. Ctrl+C stops.',
  );
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
