/**
 * The CMS tried as a stranger, a browser with the site's token and the owner would (issue 43,
 * docs/security.md), on one database: SQLite (sqlite.test.ts) or PostgreSQL (postgres.test.ts).
 * The CMS is started, stopped, restarted, backed up and restored as an owner would do it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '@rimal/core';
import { documentIdOf } from '@rimal/mocks';
import { CMS_DIR, startCms, type RunningCms } from '../../scripts/cms/start.ts';
import { call, sendLarge } from './probe';

export interface Database {
  name: 'sqlite' | 'postgres';
  /** For PostgreSQL: the database's address, and the folder of its tools. */
  postgres?: { url: string; binDir: string };
}

/** A command's exit status and everything it printed, without blocking the event loop. */
function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ status: number | null; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd: CMS_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, output }));
  });
}

/** A media library file as the upload API answers it, with the copies it made. */
interface UploadedFile {
  id: number;
  formats: Record<string, { url: string; width: number; height: number; mime: string }> | null;
}

const OWNER = { email: 'owner@rimal.example', password: 'Owner-passw0rd-long' };
const KUNAFA = documentIdOf('product', 99);

export function describeHardening(port: number, database: () => Database) {
  let dataDir: string;
  let cms: RunningCms | undefined;
  /** This CMS's public folder, its media files in `uploads`: the other database's CMS has its own. */
  let publicDir: string;
  const start = async (env: Record<string, string> = {}, fresh = false) => {
    const { postgres } = database();
    cms = await startCms({ port, dataDir, fresh, postgresUrl: postgres?.url, env });
    publicDir = cms.publicDir;
    return cms;
  };
  const stop = async () => {
    await cms?.stop();
    cms = undefined;
  };
  const api = (path: string) => `${cms?.apiUrl}${path}`;
  /** The owner's session in the admin panel, as its login page opens one. */
  const ownerSession = async () => {
    const login = await call(`${cms?.origin}/admin/login`, {
      method: 'POST',
      body: JSON.stringify(OWNER),
    });
    expect(login.status, login.text).toBe(200);
    return (login.body as { data: { token: string } }).data.token;
  };
  const site = () => cms?.tokens.site;
  /** The commands an owner runs in cms/, against this CMS's database. */
  const ownerCommand = (script: string, args: readonly string[]) => {
    const { postgres } = database();
    const result = spawnSync(process.execPath, [join(CMS_DIR, 'scripts', script), ...args], {
      cwd: CMS_DIR,
      encoding: 'utf8',
      env: {
        ...process.env,
        PUBLIC_DIR: publicDir,
        ...(postgres
          ? {
              DATABASE_CLIENT: 'postgres',
              DATABASE_URL: postgres.url,
              PATH: `${postgres.binDir}:${process.env.PATH}`,
            }
          : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(dataDir, 'data.db') }),
      },
    });
    expect(result.status, `${script}: ${result.stderr}`).toBe(0);
    return result.stdout;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `rimal-hardening-${database().name}-`));
    await start({}, true);
  });
  afterAll(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('a stranger', () => {
    it('cannot make themselves administrator', async () => {
      expect((await call(`${cms?.origin}/admin/init`)).body).toMatchObject({
        data: { hasAdmin: false },
      });
      const claim = await call(`${cms?.origin}/admin/register-admin`, {
        method: 'POST',
        body: JSON.stringify({ ...OWNER, firstname: 'Mallory' }),
      });
      expect(claim.status).toBe(403);
      expect(JSON.stringify(claim.body)).not.toContain('token');
    });

    it('cannot sign up', async () => {
      const signUp = await call(api('/auth/local/register'), {
        method: 'POST',
        body: JSON.stringify({
          username: 'mallory',
          email: 'm@example.com',
          password: 'Passw0rd!',
        }),
      });
      // No route takes it: Strapi's router answers an unknown POST 405.
      expect(signUp.status).toBe(405);
      expect(signUp.text).not.toContain('jwt');
    });

    it('cannot read without a token', async () => {
      expect((await call(api('/products'))).status).toBe(401);
    });

    it('is refused a large body before it is read, with or without a length', async () => {
      // Only the first 64 KB of the 150 MB are written: the length alone must be refused.
      const announced = await sendLarge(api('/products'), 150 * 1024 * 1024, { upTo: 64 * 1024 });
      expect(announced.status).toBe(413);
      const files = await call(api('/products'), {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x--',
      });
      expect(files.status).toBe(400);
      // 512 KB written, twice the API's 256 KB: refused from what was read, not after the rest.
      const unannounced = await sendLarge(api('/products'), 150 * 1024 * 1024, {
        chunked: true,
        upTo: 512 * 1024,
      });
      expect(unannounced.status).toBe(413);
    });
  });

  describe("the site's token, shipped to every browser", () => {
    it('reads the catalog', async () => {
      for (const path of ['/products', '/categories', '/sub-categories']) {
        expect((await call(api(path), { token: site() })).status, path).toBe(200);
      }
    });

    it.each([
      ['/upload/files', 403],
      ['/upload/files/901', 403],
      ['/i18n/locales', 403],
      ['/users', 404],
      ['/users-permissions/roles', 404],
      ['/users-permissions/roles/2', 404],
      // The shop's records: orders only for the staff's token, codes and sessions by no route.
      ['/orders', 403],
      ['/prize-codes', 404],
      ['/payment-sessions', 404],
    ])('reads nothing else: %s answers %i', async (path, status) => {
      const answer = await call(api(path), { token: site() });
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ data: null });
    });

    it('is held to the rules that held before: CORS, page size, unknown keys', async () => {
      const foreign = await fetch(api('/products'), {
        headers: { authorization: `Bearer ${site()}`, origin: 'https://elsewhere.example' },
      });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      const page = await call(api('/products?pagination[pageSize]=1000'), { token: site() });
      expect(page.body).toMatchObject({ meta: { pagination: { pageSize: 100 } } });
      expect((await call(api('/products?unknown=1'), { token: site() })).status).toBe(400);
    });

    it('cannot write', async () => {
      const write = await call(api(`/products/${KUNAFA}?locale=en`), {
        method: 'PUT',
        token: site(),
        body: JSON.stringify({ data: { price: 0.01 } }),
      });
      expect(write.status).toBe(403);
    });

    it('may populate two relations deep, and is refused a third at once', async () => {
      const two = await call(
        api('/products?populate[categories][populate][sub_categories]=true&pagination[pageSize]=2'),
        { token: site() },
      );
      expect(two.status).toBe(200);
      // categories → sub-categories → categories …, ten levels, as the probe of issue 43 sent.
      const loop = Array.from({ length: 10 }, (_, level) =>
        level % 2 ? '[sub_categories][populate]' : '[categories][populate]',
      ).join('');
      const deep = await call(api(`/products?populate${loop}=*`), { token: site() });
      expect(deep.status).toBe(400);
      expect(deep.body).toMatchObject({
        error: { name: 'ValidationError', details: { key: 'populate' } },
      });
    });

    it('gets a 400 naming the parameter for a filter value of the wrong type', async () => {
      const answer = await call(api('/products?filters[price][$gt]=abc'), { token: site() });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        error: { name: 'ValidationError', details: { key: 'filters[price][$gt]' } },
      });
    });
  });

  describe('the owner', () => {
    it('keeps the secrets and tokens readable by the owner alone', () => {
      for (const file of [join(CMS_DIR, '.env'), cms?.tokensFile ?? '']) {
        expect(statSync(file).mode & 0o077, file).toBe(0);
      }
    });

    it('cannot start the CMS in production without its public address', async () => {
      const { PUBLIC_URL: _unset, ...env } = process.env;
      // Not spawnSync: a blocked event loop would leave the client holding connections the
      // running CMS has meanwhile closed, and the next request would fail on one.
      const { status, output } = await run(
        process.execPath,
        [join(CMS_DIR, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'],
        { ...env, NODE_ENV: 'production', DATABASE_FILENAME: join(dataDir, 'never.db') },
      );
      expect(status).not.toBe(0);
      expect(output).toContain('Set PUBLIC_URL before a production start');
    });

    it('cannot start the CMS in production without a way to take payments', async () => {
      const { STRIPE_SECRET_KEY: _key, SHOP_DEMO_PAYMENTS: _demo, ...env } = process.env;
      const { status, output } = await run(
        process.execPath,
        [join(CMS_DIR, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'],
        {
          ...env,
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://cms.rimal.example',
          DATABASE_FILENAME: join(dataDir, 'never.db'),
        },
      );
      expect(status).not.toBe(0);
      expect(output).toContain('Set STRIPE_SECRET_KEY before a production start');
      expect(output).toContain('SHOP_DEMO_PAYMENTS=1');
    });

    it("keeps an edit across restarts: the demo's seed only fills what is missing", async () => {
      const edit = await call(api(`/products/${KUNAFA}?locale=en`), {
        method: 'PUT',
        token: cms?.tokens.editor,
        body: JSON.stringify({ data: { price: 31 } }),
      });
      expect(edit.status, edit.text).toBe(200);
      await stop();
      await start();
      const read = await call(api(`/products/${KUNAFA}?locale=en&fields[0]=price`), {
        token: site(),
      });
      expect(read.body).toMatchObject({ data: { price: 31 } });
    });

    it('makes the first administrator from variables, before the CMS listens', async () => {
      await stop();
      await start({ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
      expect((await call(`${cms?.origin}/admin/init`)).body).toMatchObject({
        data: { hasAdmin: true },
      });
    });

    it('adds a product after the seed with a new id, and finds no default token of Strapi', async () => {
      const staff = await ownerSession();
      const tokens = await call(`${cms?.origin}/admin/api-tokens`, { token: staff });
      const names = (tokens.body as { data: { name: string }[] }).data.map(({ name }) => name);
      expect(names.sort()).toEqual([
        'Catalog editor (products)',
        'Orders (staff, read-only)',
        'Rimal site (catalog)',
      ]);
      const created = await call(
        `${cms?.origin}/content-manager/collection-types/api::product.product?locale=en`,
        {
          method: 'POST',
          token: staff,
          body: JSON.stringify({ title: 'Owner’s new box', price: 45, type: 'standard' }),
        },
      );
      expect(created.status, created.text).toBe(201);
      const { id } = (created.body as { data: { id: number } }).data;
      expect(id).toBeGreaterThan(6118);
    });

    it("gives a photo the owner uploads a 1200 px 'preview' copy, which its product's page previews (issue 45)", async () => {
      const staff = await ownerSession();
      // A landscape photo larger than every breakpoint (config/plugins.js).
      const photo = await sharp({
        create: { width: 2400, height: 1500, channels: 3, background: '#7b3f00' },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      const picture = new Blob([new Uint8Array(photo)], { type: 'image/jpeg' });
      form.append('files', picture, 'dates-landscape.jpg');
      // The admin panel's media library, as the owner's browser sends it.
      const uploaded = await call(`${cms?.origin}/upload`, {
        method: 'POST',
        token: staff,
        body: form,
      });
      expect(uploaded.status, uploaded.text).toBe(201);
      const [file] = uploaded.body as UploadedFile[];
      expect(Object.keys(file?.formats ?? {}).sort()).toEqual([
        'large',
        'medium',
        'preview',
        'small',
        'thumbnail',
      ]);
      const preview = file?.formats?.preview;
      expect(preview).toMatchObject({
        width: 1200,
        height: 750,
        mime: 'image/jpeg',
        url: expect.stringMatching(/^\/uploads\/preview_dates_landscape_\w+\.jpg$/),
      });
      const served = await fetch(`${cms?.origin}${preview?.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');

      const content = createContentClient({
        baseUrl: api(''),
        token: site() ?? '',
        mediaHost: cms?.origin ?? '',
      });
      // The demo's pictures are vectors: each names the JPEG drawn from it as its 'preview'
      // copy (mocks/scripts/linkPreviews.ts), which `npm run cms` put in the uploads.
      const demo = await content.product(99);
      expect(demo.linkPreview).toEqual({
        url: `${cms?.origin}/uploads/preview_product-99-top.jpg`,
        width: 1200,
        height: 630,
      });
      const drawn = await fetch(demo.linkPreview?.url ?? '');
      expect(drawn.status).toBe(200);
      expect(drawn.headers.get('content-type')).toBe('image/jpeg');
      const edit = await call(api(`/products/${KUNAFA}?locale=en`), {
        method: 'PUT',
        token: cms?.tokens.editor,
        body: JSON.stringify({ data: { img: file?.id } }),
      });
      expect(edit.status, edit.text).toBe(200);
      expect((await content.product(99, 'ar')).linkPreview).toEqual({
        url: `${cms?.origin}${preview?.url}`,
        width: 1200,
        height: 750,
      });
    });

    it('backs up, empties and restores the CMS, catalog, edits, tokens and administrator included', async () => {
      const backup = join(dataDir, 'backup');
      const before = cms?.tokens;
      await stop();
      ownerCommand('backup.js', [backup]);
      const { postgres } = database();
      if (postgres) {
        spawnSync(
          join(postgres.binDir, 'psql'),
          [postgres.url, '-c', 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;'],
          {
            stdio: 'ignore',
          },
        );
      } else {
        rmSync(join(dataDir, 'data.db'));
      }
      ownerCommand('restore.js', [backup]);
      // Restored tokens are read back, not made again: the same keys as before.
      await start();
      expect(cms?.tokens).toEqual(before);
      const read = await call(api(`/products/${KUNAFA}?locale=en&fields[0]=price`), {
        token: site(),
      });
      expect(read.body).toMatchObject({ data: { price: 31 } });
      const all = await call(api('/products?pagination[pageSize]=1'), { token: site() });
      expect(all.body).toMatchObject({ meta: { pagination: { total: 30 } } });
      expect((await call(`${cms?.origin}/admin/init`)).body).toMatchObject({
        data: { hasAdmin: true },
      });
    });
  });
}
