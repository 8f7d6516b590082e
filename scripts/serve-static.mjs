// A tiny dependency-free static file server: `node scripts/serve-static.mjs <dir> <port> [--site]`.
// Serves the built Storybook to the visual tests and, with --site, the built site to Lighthouse
// the way a production static host does: a path is its file, or the prerendered page at
// `path.html` or `path/index.html`, then the build's `_redirects` rules apply (a ?lang= 301, the
// shell for a page the build did not render, the not-found page with 404); text is compressed
// (Brotli when the browser takes it, as CDNs do, else gzip), and the build's `_headers` file
// (security headers, a year's caching of the hashed /assets) is applied. All of it the way
// Netlify and Cloudflare Pages do.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const [dirArg, portArg, mode] = process.argv.slice(2);
const site = mode === '--site';
if (!dirArg || !portArg) {
  console.error('usage: node scripts/serve-static.mjs <dir> <port>');
  process.exit(2);
}
const root = resolve(dirArg);
const port = Number(portArg);

/**
 * The rules of a `_headers` file: a path pattern (`*` matches anything) on a line of its own, its
 * headers indented under it as `Name: value`; `#` starts a comment.
 */
function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${pattern}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0 && rules.length > 0)
      rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}
/**
 * The rules of a `_redirects` file: `from [key=value] to status` per line. `from` may hold
 * `:name` placeholders (one segment) and a trailing `*` (the rest, `:splat` in `to`); a status
 * with `!` applies even where a file exists (it is forced).
 */
function parseRedirectsFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const fields = line.trim().split(/\s+/);
    const forced = fields.at(-1).endsWith('!');
    const status = Number(fields.at(-1).replace('!', ''));
    const [from, ...middle] = fields.slice(0, -2);
    const to = fields.at(-2);
    const names = [];
    const pattern = from
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:(\w+)/g, (_, name) => (names.push(name), '([^/]+)'))
      .replace(/\*$/, () => (names.push('splat'), '(.*)'));
    const query = middle.map((condition) => condition.split('='));
    rules.push({ pattern: new RegExp(`^${pattern}$`), names, query, to, status, forced });
  }
  return rules;
}

/** A file of the served build, parsed, and read again when a new build replaces it. */
function buildFile(name, parse) {
  const path = join(root, name);
  let cached = { mtimeMs: -1, rules: [] };
  return () => {
    if (!site) return [];
    let mtimeMs;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      return [];
    }
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, rules: parse(readFileSync(path, 'utf8')) };
    return cached.rules;
  };
}
const currentRules = buildFile('_headers', parseHeadersFile);
const currentRedirects = buildFile('_redirects', parseRedirectsFile);

/**
 * The first `_redirects` rule for this address (a forced one only, where a file answers it):
 * where it goes, with what status.
 */
function redirectFor(pathname, searchParams, fileExists) {
  for (const rule of currentRedirects()) {
    if (fileExists && !rule.forced) continue;
    const match = rule.pattern.exec(pathname);
    if (!match || !rule.query.every(([key, value]) => searchParams.get(key) === value)) continue;
    const to = rule.names.reduce(
      (target, name, index) => target.replaceAll(`:${name}`, match[index + 1]),
      rule.to,
    );
    return { to, status: rule.status };
  }
  return undefined;
}
/** The `_headers` headers of a path; a header two rules set gets both values, as on those hosts. */
function ruleHeaders(pathname) {
  const headers = {};
  for (const rule of currentRules().filter(({ pattern }) => pattern.test(pathname)))
    for (const [name, value] of rule.headers)
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  return headers;
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const compressors = {
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};
/** Compressed once per file, encoding and version, like a host's precompressed assets. */
const compressed = new Map();
function compressedFile(file, encoding) {
  const key = `${encoding} ${file.path} ${file.mtimeMs}`;
  if (!compressed.has(key)) compressed.set(key, readFile(file.path).then(compressors[encoding]));
  return compressed.get(key);
}

/** The encoding to send `type` in, from the request's Accept-Encoding; undefined for none. */
function encodingFor(type, acceptEncoding) {
  if (!site || !/^(text\/|application\/(json|xml)|image\/svg)/.test(type)) return undefined;
  return ['br', 'gzip'].find((name) => new RegExp(`\\b${name}\\b`).test(acceptEncoding));
}

/** The file to send for a URL path, or undefined; never anything outside `root`. */
async function locate(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  try {
    const info = await stat(candidate);
    if (info.isFile()) return { path: candidate, size: info.size, mtimeMs: info.mtimeMs };
    if (info.isDirectory()) {
      const index = join(candidate, 'index.html');
      const indexInfo = await stat(index);
      if (indexInfo.isFile())
        return { path: index, size: indexInfo.size, mtimeMs: indexInfo.mtimeMs };
    }
  } catch {
    // Not found: fall through.
  }
  return undefined;
}

const server = createServer(async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const { pathname, search, searchParams } = new URL(request.url ?? '/', 'http://localhost');
  // The host reads these files; it does not serve them.
  const hidden = site && ['/_headers', '/_redirects'].includes(pathname);
  let file = hidden ? undefined : await locate(pathname);
  let status = 200;
  // A page's address (no extension): its prerendered file (/about is about.html), then the
  // build's rules. A missing hashed file stays a plain 404 (below).
  if (site && extname(pathname) === '') {
    file ??= await locate(`${pathname}.html`);
    const redirect = redirectFor(pathname, searchParams, file !== undefined);
    if (redirect && [301, 302].includes(redirect.status)) {
      response.writeHead(redirect.status, { Location: `${redirect.to}${search}` }).end();
      return;
    }
    if (redirect) {
      file = await locate(redirect.to);
      status = redirect.status;
    }
  }
  if (!file) {
    // A hashed file may be missing only for a while (a deploy in progress): a cached 404 would
    // outlive it, so the year-long caching of /assets/ must not reach this answer.
    response
      .writeHead(404, {
        ...ruleHeaders(pathname),
        'Cache-Control': 'no-store',
        'Content-Type': 'text/plain; charset=utf-8',
      })
      .end('Not found');
    return;
  }
  const type = types[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  const encoding = encodingFor(type, String(request.headers['accept-encoding'] ?? ''));
  const body = encoding ? await compressedFile(file, encoding) : undefined;
  response.writeHead(status, {
    'Content-Type': type,
    ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
    'Content-Length': body ? body.length : file.size,
    'Cache-Control': 'no-cache',
    ...ruleHeaders(pathname),
  });
  if (request.method === 'HEAD') response.end();
  else if (body) response.end(body);
  else
    createReadStream(file.path)
      .on('error', () => response.destroy())
      .pipe(response);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`serving ${root} on http://localhost:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
