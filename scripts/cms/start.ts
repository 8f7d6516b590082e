/**
 * The real content service: Strapi 5 from `cms/`, installed on first use, started on a SQLite
 * file and seeded from the demo catalog. Shared by `npm run cms`, the contract step and the
 * real-CMS end-to-end spec.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoCatalog, strapiSeed } from '@rimal/mocks';

export const CMS_DIR = fileURLToPath(new URL('../../cms/', import.meta.url));
const UPLOADS = fileURLToPath(new URL('../../mocks/media/uploads/', import.meta.url));
export const DEFAULT_CMS_PORT = 1337;

export interface CmsOptions {
  /** Which project: Strapi 5 (`cms/`), or Strapi 4 (`cms/v4`, only for the recordings). @default 5 */
  major?: 5 | 4;
  port?: number;
  /** Where the SQLite file, the seed and the tokens live. @default cms/.tmp */
  dataDir?: string;
  /** Start on an empty database (the file is removed first). @default false */
  fresh?: boolean;
  /** Pass Strapi's own log through. @default false */
  verbose?: boolean;
  /** The site origins allowed to read the API from a browser. @default CORS_ORIGINS, else cms/config/middlewares.js's */
  corsOrigins?: readonly string[];
  /** A PostgreSQL database (`postgres://…`) instead of the SQLite file in `dataDir`. */
  postgresUrl?: string;
  /** More variables for Strapi's process (ADMIN_EMAIL, …). */
  env?: Record<string, string>;
}

export interface CmsTimings {
  /** Seconds `npm ci` took in cms/, or 0 when it was installed already. */
  install: number;
  /** Seconds from starting Strapi until it answered, seeded. */
  start: number;
}

export interface RunningCms {
  /** The server's origin, the site's VITE_MEDIA_URL. */
  origin: string;
  /** The REST API's base, the site's VITE_CONTENT_URL. */
  apiUrl: string;
  /** The site's token (the catalog, read only) and the editor's (products only). */
  tokens: { site: string; editor: string };
  /** Where they are kept (mode 0600). */
  tokensFile: string;
  timings: CmsTimings;
  stop: () => Promise<void>;
}

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

/** `npm ci` in the project when its packages are missing or older than its lockfile. */
export function ensureInstalled(dir = CMS_DIR, log: (line: string) => void = console.log): number {
  const marker = join(dir, 'node_modules', '.package-lock.json');
  const lock = join(dir, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return 0;
  log(`Installing the CMS (${dir}): a few minutes the first time…`);
  const started = Date.now();
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel', 'error'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`npm ci in cms/ failed (exit ${result.status})`);
  return seconds(started);
}

const SECRETS = [
  'ADMIN_JWT_SECRET',
  'API_TOKEN_SALT',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
  'JWT_SECRET',
];

/** The project's .env with fresh random secrets, written once and never committed. */
function ensureSecrets(dir: string) {
  const file = join(dir, '.env');
  if (existsSync(file)) return;
  const secret = () => randomBytes(24).toString('base64');
  const lines = [
    `APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`,
    ...SECRETS.map((name) => `${name}=${secret()}`),
  ];
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
}

/** The demo's files in Strapi's public folder, where the local upload provider keeps them. */
function copyUploads(dir: string) {
  const target = join(dir, 'public', 'uploads');
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(UPLOADS)) copyFileSync(join(UPLOADS, name), join(target, name));
}

const answers = (origin: string) =>
  fetch(`${origin}/_health`).then(
    (response) => response.ok,
    () => false,
  );

async function waitUntilUp(origin: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Strapi exited with ${child.exitCode}:\n${output()}`);
    }
    if (await answers(origin)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`Strapi did not answer on ${origin} within 180 s:\n${output()}`);
}

export async function startCms(options: CmsOptions = {}): Promise<RunningCms> {
  const port = options.port ?? DEFAULT_CMS_PORT;
  const dir = options.major === 4 ? join(CMS_DIR, 'v4') : CMS_DIR;
  const dataDir = resolve(options.dataDir ?? join(dir, '.tmp'));
  const install = ensureInstalled(dir);
  ensureSecrets(dir);
  mkdirSync(dataDir, { recursive: true });
  const database = join(dataDir, 'data.db');
  if (options.fresh) {
    for (const name of [
      'data.db',
      'data.db-journal',
      'data.db-wal',
      'data.db-shm',
      'tokens.json',
    ]) {
      rmSync(join(dataDir, name), { force: true });
    }
  }
  const seedFile = join(dataDir, 'seed.json');
  const tokensFile = join(dataDir, 'tokens.json');
  writeFileSync(seedFile, JSON.stringify(strapiSeed(demoCatalog)));
  copyUploads(dir);
  // Strapi 4 gets the same content types; copied, since a link would resolve Strapi 5's packages.
  if (options.major === 4)
    cpSync(join(CMS_DIR, 'src', 'api'), join(dir, 'src', 'api'), { recursive: true });

  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin)) {
    throw new Error(`Something already answers on ${origin}: stop it, or choose another port.`);
  }
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [join(dir, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'],
    {
      cwd: dir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: origin,
        ...(options.postgresUrl
          ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: options.postgresUrl }
          : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: database }),
        CMS_SEED_FILE: seedFile,
        CMS_TOKENS_FILE: tokensFile,
        ...(options.corsOrigins ? { CORS_ORIGINS: options.corsOrigins.join(',') } : {}),
        STRAPI_TELEMETRY_DISABLED: 'true',
        STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (options.verbose) process.stdout.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitUntilUp(origin, child, () => output);
  const tokens = JSON.parse(readFileSync(tokensFile, 'utf8')) as RunningCms['tokens'];
  return {
    origin,
    apiUrl: `${origin}/api`,
    tokens,
    tokensFile,
    timings: { install, start: seconds(started) },
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
