import { execFile, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CONTENT_TOKEN } from '../endpoints';
import { cartOf, sessionBody } from '../testing/checkout';
import { MAX_JSON_BODY_BYTES, startMockHttpServer, viteEnvLines } from './http';
import type { MockHttpServer } from './http';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Runs in a separate Node process, so the calls cross a real socket: no MSW interception,
 * no shared memory with the test.
 */
const clientScript = `
const base = process.argv[1];
const token = process.argv[2];
const results = {};
const featured = await fetch(base + '/content/api/products?populate=*&filters[type][$eq]=featured', {
  headers: { Authorization: 'Bearer ' + token, Origin: 'http://localhost:4173' },
});
const featuredBody = await featured.json();
results.featured = {
  status: featured.status,
  cors: featured.headers.get('access-control-allow-origin'),
  ids: featuredBody.data.map((product) => product.id),
  img: featuredBody.data[0].img.url,
};
const unauthorised = await fetch(base + '/content/api/products');
results.unauthorised = { status: unauthorised.status, body: await unauthorised.json() };
const image = await fetch(base + '/content' + results.featured.img);
const svg = await image.text();
results.image = { status: image.status, type: image.headers.get('content-type'), svg: svg.slice(0, 4) };
const preflight = await fetch(base + '/shop/create-checkout-session', {
  method: 'OPTIONS',
  headers: {
    Origin: 'http://localhost:4173',
    'Access-Control-Request-Method': 'POST',
    'Access-Control-Request-Headers': 'content-type',
  },
});
results.preflight = {
  status: preflight.status,
  origin: preflight.headers.get('access-control-allow-origin'),
  methods: preflight.headers.get('access-control-allow-methods'),
  headers: preflight.headers.get('access-control-allow-headers'),
};
const session = await fetch(base + '/shop/create-checkout-session', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({
    products: [
      { title: 'Sea Salt Date Chips', price: 9.5, name: 'Sea Salt Date Chips', quantity: 2, brand: 'Rimal', product_id: 100 },
      { title: 'Delivery', price: 20, name: 'Delivery', quantity: 1, brand: 'Rimal' },
    ],
    code: null,
  }),
});
const { clientSecret } = await session.json();
const paid = await fetch(base + '/shop/demo/pay', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }),
});
const paidBody = await paid.json();
const status = await fetch(base + '/shop/session-status?session_id=' + paidBody.sessionId);
results.payment = { paid: paid.status, status: (await status.json()).status };
const form = new FormData();
form.append('photos', new File([new Uint8Array(5242881)], 'huge.jpg', { type: 'image/jpeg' }));
form.append('photos', new File(['ok'], 'small.jpg', { type: 'image/jpeg' }));
const upload = await fetch(base + '/mail/upload', { method: 'POST', body: form });
results.upload = { status: upload.status, body: await upload.json() };
const small = new FormData();
small.append('photos', new File(['hello'], 'note.txt', { type: 'text/plain' }));
const uploaded = await (await fetch(base + '/mail/upload', { method: 'POST', body: small })).json();
results.uploaded = { record: uploaded[0], text: await (await fetch(uploaded[0].url)).text() };
const missing = await fetch(base + '/nowhere');
results.missing = missing.status;
process.stdout.write(JSON.stringify(results));
`;

async function callFromChildProcess(base: string) {
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', clientScript, base, DEMO_CONTENT_TOKEN],
    { timeout: 20000 },
  );
  return JSON.parse(stdout) as Record<string, Record<string, unknown> & { body?: unknown }>;
}

interface RawResponse {
  status: number;
  encoding: string | undefined;
  body: Buffer;
}

/** A GET without fetch's automatic decompression, so the bytes on the wire can be checked. */
function rawGet(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    const req = httpRequest({ host: 'localhost', port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

interface RawAnswer extends RawResponse {
  headers: Record<string, string | string[] | undefined>;
}

/** Any request on a given address, without fetch's URL normalising (so `%zz` reaches the server). */
function rawRequest(
  options: { host?: string; port: number; path: string; method?: string },
  body?: Buffer | string,
  headers: Record<string, string> = {},
) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', method: 'GET', ...options, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Whether this machine has the IPv6 loopback (some CI containers do not). */
const hasIpv6Loopback = Object.values(networkInterfaces())
  .flat()
  .some((each) => each?.internal && each.address === '::1');

/** An address of this machine that is not loopback, if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((each) => each && !each.internal && each.family === 'IPv4')?.address;
}

describe('HTTP mock server (real network boundary)', () => {
  let server: MockHttpServer;
  beforeAll(async () => {
    server = await startMockHttpServer({ port: 0, scenarios: {} });
  });
  afterEach(() => server.setScenarios({}));
  afterAll(() => server.close());

  it('answers a separate process through real fetch: content, media, CORS, shop, mail', async () => {
    const results = await callFromChildProcess(server.url);
    expect(results.featured).toEqual({
      status: 200,
      cors: '*',
      ids: [90, 98, 99, 101, 105, 106, 109, 113],
      img: '/uploads/product-90-top.svg',
    });
    // Our Strapi 5, without accounts, answers a request without a token as unauthorized.
    expect(results.unauthorised).toMatchObject({
      status: 401,
      body: { data: null, error: { name: 'UnauthorizedError' } },
    });
    expect(results.image).toEqual({ status: 200, type: 'image/svg+xml', svg: '<svg' });
    expect(results.preflight).toEqual({
      status: 204,
      origin: '*',
      methods: expect.stringContaining('POST') as string,
      headers: 'content-type',
    });
    expect(results.payment).toEqual({ paid: 200, status: 'complete' });
    expect(results.upload).toEqual({
      status: 413,
      body: { message: 'huge.jpg exceed the 5MB file size limit' },
    });
    expect(results.uploaded).toMatchObject({
      record: { name: 'note.txt', size: 5, mime: 'text/plain' },
      text: 'hello',
    });
    expect(results.missing).toBe(404);
  }, 30000);

  it("listens on loopback only: 127.0.0.1 and ::1, not the machine's other addresses", async () => {
    const path = '/content/uploads/logo.svg';
    expect((await rawRequest({ host: '127.0.0.1', port: server.port, path })).status).toBe(200);
    if (hasIpv6Loopback) {
      expect((await rawRequest({ host: '::1', port: server.port, path })).status).toBe(200);
    }
    const outside = outsideAddress();
    if (outside) {
      await expect(rawRequest({ host: outside, port: server.port, path })).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
    }
  });

  it('listens where MOCK_API_HOST says', async () => {
    vi.stubEnv('MOCK_API_HOST', '127.0.0.1');
    const only = await startMockHttpServer({ port: 0 });
    try {
      const path = '/content/uploads/logo.svg';
      expect((await rawRequest({ host: '127.0.0.1', port: only.port, path })).status).toBe(200);
      if (hasIpv6Loopback) {
        await expect(rawRequest({ host: '::1', port: only.port, path })).rejects.toMatchObject({
          code: 'ECONNREFUSED',
        });
      }
    } finally {
      vi.unstubAllEnvs();
      await only.close();
    }
  });

  it('refuses a JSON body over 1 MB with 413, and takes one just under', async () => {
    const order = (size: number) => {
      const body = { email: 'a@b.co', products: 'one', note: '' };
      body.note = 'x'.repeat(size - JSON.stringify(body).length);
      return JSON.stringify(body);
    };
    const headers = { 'content-type': 'application/json' };
    const post = (body: string) =>
      rawRequest(
        { port: server.port, path: '/shop/create_order_ref', method: 'POST' },
        body,
        headers,
      );
    const over = await post(order(MAX_JSON_BODY_BYTES + 1));
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body.toString())).toEqual({ message: 'Request body too large' });
    expect((await post(order(MAX_JSON_BODY_BYTES))).status).not.toBe(413);
    const scenario = await rawRequest(
      { port: server.port, path: '/__mock/scenarios', method: 'POST' },
      'x'.repeat(MAX_JSON_BODY_BYTES + 1),
    );
    expect(scenario.status).toBe(413);
  });

  it('answers a wrong method on a known path with 405 and Allow, an unknown path with 404', async () => {
    const call = (method: string, path: string) => rawRequest({ port: server.port, path, method });
    const cases = [
      ['DELETE', '/shop/session-status', 'GET, HEAD, OPTIONS'],
      ['GET', '/shop/create_order_ref', 'POST, OPTIONS'],
      ['PUT', '/mail/upload', 'POST, OPTIONS'],
      ['GET', '/__mock/reset', 'POST, OPTIONS'],
      ['DELETE', '/__mock/scenarios', 'GET, HEAD, POST, PUT, OPTIONS'],
      ['POST', '/content/uploads/logo.svg', 'GET, HEAD, OPTIONS'],
    ] as const;
    for (const [method, path, allow] of cases) {
      const answer = await call(method, path);
      expect([method, path, answer.status, answer.headers.allow]).toEqual([
        method,
        path,
        405,
        allow,
      ]);
    }
    expect((await call('DELETE', '/shop/nowhere')).status).toBe(404);
    const head = await call('HEAD', '/shop/varifyCode/WINGOLD001');
    expect([head.status, head.body.length]).toEqual([200, 0]);
  });

  it('answers a malformed % escape in the path with 400', async () => {
    for (const path of [
      '/shop/varifyCode/%E0%A4%A',
      '/content/uploads/%zz.svg',
      '/mail/files/1/%',
    ]) {
      const answer = await rawRequest({ port: server.port, path });
      expect([path, answer.status]).toEqual([path, 400]);
    }
  });

  it('tells browsers never to guess a type', async () => {
    const media = await rawRequest({ port: server.port, path: '/content/uploads/logo.svg' });
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    const api = await rawRequest({ port: server.port, path: '/shop/varifyCode/NOPE' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('exposes the endpoints of docs/contracts.md §5.3 for its port', () => {
    expect(server.endpoints).toEqual({
      content: `${server.url}/content/api`,
      media: `${server.url}/content`,
      shop: `${server.url}/shop`,
      mail: `${server.url}/mail`,
      token: 'demo-read-only-token',
      contentFormat: 'v5',
    });
    expect(viteEnvLines(server.endpoints)).toEqual([
      `VITE_CONTENT_URL=${server.url}/content/api`,
      'VITE_CONTENT_TOKEN=demo-read-only-token',
      `VITE_MEDIA_URL=${server.url}/content`,
      `VITE_SHOP_URL=${server.url}/shop`,
      `VITE_MAIL_URL=${server.url}/mail`,
    ]);
  });

  it('never serves files outside mocks/media', async () => {
    const outside = await rawGet(server.port, '/content/uploads/%2e%2e/%2e%2e/package.json');
    expect(outside.status).toBe(404);
    expect((await rawGet(server.port, '/content/uploads/logo.svg')).status).toBe(200);
  });

  it('compresses JSON and SVG as the browser accepts, and sends them plain otherwise', async () => {
    const path = '/content/api/products?populate=*';
    const headers = { Authorization: `Bearer ${DEMO_CONTENT_TOKEN}` };
    const plain = await rawGet(server.port, path, headers);
    const brotli = await rawGet(server.port, path, { ...headers, 'Accept-Encoding': 'gzip, br' });
    const gzip = await rawGet(server.port, path, { ...headers, 'Accept-Encoding': 'gzip' });
    expect([plain.encoding, brotli.encoding, gzip.encoding]).toEqual([undefined, 'br', 'gzip']);
    // As text: a deep comparison of two 178 kB buffers goes byte by byte, and took 4 s under load.
    expect(brotliDecompressSync(brotli.body).toString()).toEqual(plain.body.toString());
    expect(gunzipSync(gzip.body).toString()).toEqual(plain.body.toString());
    expect(brotli.body.length).toBeLessThan(plain.body.length / 4);
    const svg = await rawGet(server.port, '/content/uploads/logo.svg', { 'Accept-Encoding': 'br' });
    expect(svg.encoding).toBe('br');
    expect(brotliDecompressSync(svg.body).toString().startsWith('<svg')).toBe(true);
  });

  it('drops the connection in the network scenario and answers 500 in the error one', async () => {
    server.setScenarios('shop:network,mail:error');
    await expect(fetch(`${server.url}/shop/varifyCode/WINGOLD001`)).rejects.toThrow(TypeError);
    const failed = await fetch(`${server.url}/mail/auth/sendmail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(failed.status).toBe(500);
  });

  describe('who may drive it (issue 29)', () => {
    const json = { 'content-type': 'application/json' };
    const control = (
      path: string,
      headers: Record<string, string>,
      body = '{"demo":"shop:error"}',
    ) => rawRequest({ port: server.port, path, method: 'POST' }, body, headers);

    it('refuses the control routes to a page of another origin, before changing anything', async () => {
      for (const path of ['/__mock/reset', '/__mock/scenarios']) {
        const answer = await control(path, { ...json, origin: 'https://evil.example' });
        expect([path, answer.status]).toEqual([path, 403]);
        expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      }
      expect(server.scenarios()).toEqual({});
      const preflight = await rawRequest(
        { port: server.port, path: '/__mock/reset', method: 'OPTIONS' },
        undefined,
        { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      );
      expect(preflight.status).toBe(403);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    });

    it("answers the control routes to the site's own origins and to callers without one", async () => {
      for (const origin of [
        'http://localhost:4173',
        'http://127.0.0.1:6006',
        'http://[::1]:4174',
      ]) {
        const answer = await control('/__mock/scenarios', { ...json, origin });
        expect([origin, answer.status]).toEqual([origin, 200]);
        expect(answer.headers['access-control-allow-origin']).toBe(origin);
      }
      expect((await control('/__mock/reset', json, '')).status).toBe(200);
    });

    it('takes JSON only as application/json, so no page can send it as a simple request', async () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
        const headers: Record<string, string> = type ? { 'content-type': type } : {};
        const scenarios = await control('/__mock/scenarios', headers);
        const order = await rawRequest(
          { port: server.port, path: '/shop/create_order', method: 'POST' },
          '{"sessionId":"x"}',
          headers,
        );
        expect([type, scenarios.status, order.status]).toEqual([type, 415, 415]);
      }
      expect(server.scenarios()).toEqual({});
      const typed = await control('/__mock/scenarios', {
        'content-type': 'application/json; charset=utf-8',
      });
      expect(typed.status).toBe(200);
    });

    it('refuses a Host that is not a loopback name (DNS rebinding)', async () => {
      for (const host of ['evil.example', 'evil.example:8787', '192.168.1.20:8787']) {
        const answer = await rawRequest(
          { port: server.port, path: '/shop/varifyCode/WINGOLD001' },
          undefined,
          { host },
        );
        expect([host, answer.status]).toEqual([host, 421]);
      }
      for (const host of [
        'localhost',
        `localhost:${server.port}`,
        `127.0.0.1:${server.port}`,
        `[::1]:${server.port}`,
      ]) {
        const answer = await rawRequest(
          { port: server.port, path: '/shop/varifyCode/WINGOLD001' },
          undefined,
          { host },
        );
        expect([host, answer.status]).toEqual([host, 200]);
      }
    });
  });

  it('switches scenarios over HTTP for end-to-end tests', async () => {
    const switched = await fetch(`${server.url}/__mock/scenarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ demo: 'content:empty' }),
    });
    expect(await switched.json()).toEqual({
      scenarios: { content: 'empty' },
      demo: 'content:empty',
    });
    const list = await fetch(`${server.url}/content/api/products`, {
      headers: { Authorization: `Bearer ${DEMO_CONTENT_TOKEN}` },
    });
    expect(((await list.json()) as { data: unknown[] }).data).toEqual([]);
    await fetch(`${server.url}/__mock/reset`, { method: 'POST' });
    expect(server.scenarios()).toEqual({});
  });

  it('switches to the changed catalog over HTTP, for the content service and the shop API', async () => {
    const switched = await fetch(`${server.url}/__mock/scenarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ demo: 'content:changed' }),
    });
    expect(await switched.json()).toEqual({
      scenarios: { content: 'changed' },
      demo: 'content:changed',
    });
    const headers = { Authorization: `Bearer ${DEMO_CONTENT_TOKEN}` };
    const withdrawn = await fetch(`${server.url}/content/api/products/103`, { headers });
    expect(withdrawn.status).toBe(404);
    expect(await withdrawn.json()).toMatchObject({ data: null, error: { name: 'NotFoundError' } });
    const list = await fetch(`${server.url}/content/api/products?pagination[pageSize]=100`, {
      headers,
    });
    const ids = ((await list.json()) as { data: { id: number }[] }).data.map((each) => each.id);
    expect(ids).toContain(99);
    expect(ids).not.toContain(103);
    const session = await fetch(`${server.url}/shop/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sessionBody(cartOf([[99, 2]]))),
    });
    expect(session.status).toBe(409);
    expect(await session.json()).toMatchObject({ reason: 'pricesChanged' });
  });

  it('starts on the changed catalog from MOCK_SCENARIOS', async () => {
    vi.stubEnv('MOCK_SCENARIOS', 'content:changed');
    const changed = await startMockHttpServer({ port: 0 });
    try {
      expect(changed.scenarios()).toEqual({ content: 'changed' });
      const withdrawn = await fetch(`${changed.url}/content/api/products/103`, {
        headers: { Authorization: `Bearer ${DEMO_CONTENT_TOKEN}` },
      });
      expect(withdrawn.status).toBe(404);
    } finally {
      vi.unstubAllEnvs();
      await changed.close();
    }
  });
});

describe('slow connections (issue 29)', () => {
  it('closes a connection that sends its headers too slowly', async () => {
    const slow = await startMockHttpServer({ port: 0, scenarios: {}, headersTimeoutMs: 300 });
    try {
      const closed = await new Promise<number>((resolve, reject) => {
        const started = Date.now();
        const socket = connect(slow.port, '127.0.0.1', () => {
          socket.write('GET /shop/varifyCode/WINGOLD001 HTTP/1.1\r\nHost: localhost\r\n');
        });
        socket.on('error', () => undefined);
        socket.resume();
        socket.on('close', () => resolve(Date.now() - started));
        setTimeout(() => reject(new Error('still open after 5 s')), 5000);
      });
      expect(closed).toBeLessThan(5000);
    } finally {
      await slow.close();
    }
  });

  it('sets header and request timeouts by default', async () => {
    const server = await startMockHttpServer({ port: 0, scenarios: {} });
    try {
      expect(server.timeouts).toEqual({ headersMs: 10_000, requestMs: 60_000 });
    } finally {
      await server.close();
    }
  });
});

describe('npm run mock-api', () => {
  it('starts on MOCK_API_PORT and prints the VITE_* lines', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/src/server/http.ts'], {
      cwd: repoRoot,
      env: { ...process.env, MOCK_API_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const output = await new Promise<string>((resolve, reject) => {
        let text = '';
        const timer = setTimeout(() => reject(new Error(`No VITE_ lines in: ${text}`)), 20000);
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('VITE_MAIL_URL=')) {
            clearTimeout(timer);
            resolve(text);
          }
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code}: ${text}`)));
      });
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      expect(port).toBeDefined();
      for (const line of [
        `VITE_CONTENT_URL=http://localhost:${port}/content/api`,
        'VITE_CONTENT_TOKEN=demo-read-only-token',
        `VITE_MEDIA_URL=http://localhost:${port}/content`,
        `VITE_SHOP_URL=http://localhost:${port}/shop`,
        `VITE_MAIL_URL=http://localhost:${port}/mail`,
      ]) {
        expect(output).toContain(line);
      }
      const answer = await fetch(`http://localhost:${port}/shop/varifyCode/WINPHONE01`);
      expect(((await answer.json()) as { code: { winItemName: string } }).code.winItemName).toBe(
        'Mobile Phone',
      );
    } finally {
      child.kill('SIGTERM');
    }
  }, 30000);
});
