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
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { getResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { DEFAULT_MOCK_API_PORT, httpEndpoints } from '../endpoints';
import type { DemoEndpoints } from '../endpoints';
import { createHandlers } from '../handlers';
import { formatDemoParam, scenarioHandlers, toScenarioMap } from '../scenarios';
import type { ScenarioInput, ScenarioMap } from '../scenarios';
import { resetMockState } from '../state';

export const MEDIA_DIR = fileURLToPath(new URL('../../media/', import.meta.url));

/** Largest request body accepted (uploads are checked per file at 5 MB by the handler). */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

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
  /** Interface to listen on. @default every interface (IPv4 and IPv6 localhost both work) */
  host?: string;
  /** @default MOCK_SCENARIOS, e.g. `shop:error` */
  scenarios?: ScenarioInput;
}

export interface MockHttpServer {
  /** e.g. `http://localhost:8787` */
  url: string;
  port: number;
  endpoints: DemoEndpoints;
  scenarios(): ScenarioMap;
  setScenarios(input: ScenarioInput): void;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-max-age': '600',
};

function withCors(res: ServerResponse, req: IncomingMessage): void {
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
  res.setHeader(
    'access-control-allow-headers',
    req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
  );
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

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function toFetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  return headers;
}

/** Serves `mocks/media/<path>`; false when there is no such file. */
async function serveMedia(relative: string, req: IncomingMessage, res: ServerResponse) {
  const root = resolve(MEDIA_DIR);
  const file = resolve(root, decodeURIComponent(relative));
  if (!file.startsWith(root + sep)) return false;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  res.setHeader('content-type', type);
  res.setHeader('cache-control', 'public, max-age=3600');
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

/** Starts the HTTP mock server; resolves once it listens. */
export async function startMockHttpServer(
  options: MockHttpServerOptions = {},
): Promise<MockHttpServer> {
  let handlers: HttpHandler[] = [];
  let scenarios: ScenarioMap = toScenarioMap(
    options.scenarios === undefined ? process.env.MOCK_SCENARIOS : options.scenarios,
  );
  let endpoints = httpEndpoints(options.port ?? DEFAULT_MOCK_API_PORT);
  let origin = '';

  const rebuild = () => {
    handlers = [...scenarioHandlers(scenarios, endpoints), ...createHandlers(endpoints)];
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    withCors(res, req);
    const method = req.method ?? 'GET';
    // Always the canonical origin, so handlers match whether the client said localhost or 127.0.0.1.
    const url = new URL(req.url ?? '/', origin);
    if (method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    if ((method === 'GET' || method === 'HEAD') && url.pathname.startsWith('/content/uploads/')) {
      if (await serveMedia(url.pathname.slice('/content/'.length), req, res)) return;
    }
    if (url.pathname === '/') {
      sendJson(res, 200, { name: 'Rimal demo back ends', endpoints, scenarios });
      return;
    }
    if (url.pathname === '/__mock/scenarios') {
      if (method === 'POST' || method === 'PUT') {
        const raw = await readBody(req);
        const text = raw?.toString('utf8').trim() ?? '';
        let input: ScenarioInput = text;
        try {
          const parsed = JSON.parse(text) as unknown;
          if (typeof parsed === 'object' && parsed !== null && 'demo' in parsed) {
            input = String((parsed as { demo: unknown }).demo);
          } else if (typeof parsed === 'object' && parsed !== null) {
            input = parsed as ScenarioMap;
          }
        } catch {
          // Plain text such as `content:slow`.
        }
        scenarios = toScenarioMap(input);
        rebuild();
      }
      sendJson(res, 200, { scenarios, demo: formatDemoParam(scenarios) });
      return;
    }
    if (url.pathname === '/__mock/reset' && method === 'POST') {
      resetMockState();
      scenarios = {};
      rebuild();
      sendJson(res, 200, { reset: true });
      return;
    }

    const hasBody = method !== 'GET' && method !== 'HEAD';
    const body = hasBody ? await readBody(req) : undefined;
    if (hasBody && body === undefined) {
      sendJson(res, 413, { message: 'Request body too large' });
      return;
    }
    const request = new Request(url, {
      method,
      headers: toFetchHeaders(req),
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      sendJson(res, 404, {
        error: 'not_found',
        message: `No demo route for ${method} ${url.pathname}`,
      });
      return;
    }
    await writeResponse(response, req, res);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Mock server failure' });
      else res.end();
    });
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_MOCK_API_PORT, options.host, () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  endpoints = httpEndpoints(port);
  origin = `http://localhost:${port}`;
  rebuild();

  return {
    url: origin,
    port,
    endpoints,
    scenarios: () => scenarios,
    setScenarios(input) {
      scenarios = toScenarioMap(input);
      rebuild();
    },
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolveClose()));
      }),
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
