import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { parseConfig } from '../src/config';
import { ConfigurationError, checkConfig, configCheckPlugin } from './configCheck';

const backEnds = {
  VITE_CONTENT_URL: 'https://cms.example.com/api',
  VITE_CONTENT_TOKEN: 'read-only-token',
  VITE_MEDIA_URL: 'https://cms.example.com',
  VITE_SHOP_URL: 'https://shop.example.com',
  VITE_MAIL_URL: 'https://mail.example.com',
};

/** The plugin's `config` hook, run as Vite runs it, against a folder of `.env` files. */
async function runConfigHook(envFile: string, env: ConfigEnv): Promise<UserConfig | undefined> {
  const envDir = mkdtempSync(join(tmpdir(), 'rimal-env-'));
  try {
    writeFileSync(join(envDir, '.env'), envFile);
    const hook = (configCheckPlugin() as Plugin).config;
    if (typeof hook !== 'function') throw new Error('expected a config hook');
    return (await hook.call({} as never, { envDir }, env)) as UserConfig | undefined;
  } finally {
    rmSync(envDir, { recursive: true, force: true });
  }
}

const build: ConfigEnv = { command: 'build', mode: 'production' };

describe('checkConfig at build time', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('gives exactly the start-up check’s messages', async () => {
    const cases = [
      {},
      { VITE_CONTENT_URL: 'ftp://x' },
      { ...backEnds, VITE_MEDIA_URL: '//cdn.example.com' },
      { ...backEnds, VITE_CONTENT_TOKEN: 'read only' },
      { ...backEnds, VITE_CONTENT_URL: 'http://cms.example.com' },
      { VITE_DEMO: '1', VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_abc' },
    ];
    for (const env of cases) {
      const { problems } = await checkConfig(
        { VITE_SITE_URL: 'https://rimal.example', ...env },
        'build',
      );
      const result = parseConfig(env);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems).toEqual(result.ok ? [] : result.problems);
    }
  });

  it('passes a valid configuration and a demo build that asks to be one, parsed for the bundle', async () => {
    for (const env of [
      { ...backEnds, VITE_SITE_URL: 'https://rimal.example' },
      { VITE_DEMO: '1' },
    ]) {
      const result = parseConfig(env);
      expect(await checkConfig(env, 'build')).toEqual({
        problems: [],
        define: {
          __RIMAL_CONFIG__: JSON.stringify(result.ok ? result.config : null),
          __RIMAL_DEMO__: String(result.ok && result.config.demo),
        },
      });
    }
  });

  it('puts only the parsed configuration in the bundle, never another variable', async () => {
    const { define } = await checkConfig(
      { ...backEnds, VITE_SITE_URL: 'https://rimal.example', VITE_STRAY_SECRET: 'leak' },
      'build',
    );
    expect(JSON.stringify(define)).not.toContain('leak');
  });

  it('stops the build from the variables of .env files and of the environment', async () => {
    await expect(runConfigHook('VITE_CONTENT_URL=ftp://x\n', build)).rejects.toThrow(
      /configuration is not valid[\s\S]*VITE_CONTENT_URL must be an http\(s\) URL/,
    );
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'sk_live_abc');
    await expect(runConfigHook('VITE_DEMO=1\n', build)).rejects.toThrow(
      'VITE_STRIPE_PUBLISHABLE_KEY holds a Stripe secret key',
    );
  });

  it('lets a valid build through with its parsed configuration', async () => {
    vi.stubEnv('VITE_DEMO', '1');
    const result = parseConfig({ VITE_DEMO: '1' });
    expect(await runConfigHook('', build)).toEqual({
      define: {
        __RIMAL_CONFIG__: JSON.stringify(result.ok ? result.config : null),
        __RIMAL_DEMO__: 'true',
      },
    });
  });

  it('leaves `vite preview` alone: it serves what a build already checked', async () => {
    expect(
      await runConfigHook('', { command: 'serve', mode: 'production', isPreview: true }),
    ).toBeUndefined();
  });
});

describe('the public origin (VITE_SITE_URL) at build time', () => {
  const withSite = { ...backEnds, VITE_SITE_URL: 'https://rimal.example' };

  it('stops a production build without it, naming the variable', async () => {
    const { problems } = await checkConfig(backEnds, 'build');
    expect(problems).toEqual([
      'VITE_SITE_URL must be set to the public origin of the site (e.g. https://rimal.example): robots.txt and sitemap.xml name it',
    ]);
    await expect(runConfigHook('', build)).rejects.toThrow(/VITE_SITE_URL must be set/);
  });

  it('takes an https origin, and plain http only on this machine', async () => {
    expect((await checkConfig(withSite, 'build')).problems).toEqual([]);
    expect(
      (await checkConfig({ ...backEnds, VITE_SITE_URL: 'http://localhost:4173' }, 'build'))
        .problems,
    ).toEqual([]);
    for (const wrong of ['rimal.example', 'http://rimal.example', 'https://rimal.example/shop']) {
      const { problems } = await checkConfig({ ...backEnds, VITE_SITE_URL: wrong }, 'build');
      expect(problems).toEqual([expect.stringContaining(`VITE_SITE_URL`)]);
    }
  });

  it('may be left out of a demo build, which names this machine', async () => {
    expect((await checkConfig({ VITE_DEMO: '1' }, 'build')).problems).toEqual([]);
  });

  it('is carried into the build as an origin: canonical and hreflang addresses name it', async () => {
    const siteOf = async (variables: Record<string, string>) =>
      (
        JSON.parse((await checkConfig(variables, 'build')).define.__RIMAL_CONFIG__!) as {
          siteUrl: string;
        }
      ).siteUrl;
    expect(await siteOf({ ...backEnds, VITE_SITE_URL: 'https://rimal.example/' })).toBe(
      'https://rimal.example',
    );
    expect(await siteOf({ VITE_DEMO: '1' })).toBe('http://localhost:4173');
  });
});

describe('the dev server', () => {
  it('is a demo with no back end set, as `npm run dev` always was', async () => {
    expect(await checkConfig({}, 'serve')).toEqual({
      problems: [],
      define: { 'import.meta.env.VITE_DEMO': '"1"', __RIMAL_DEMO__: 'true' },
    });
  });

  it('uses the back ends when they are set, and leaves their problems to the page', async () => {
    expect(await checkConfig({ ...backEnds, VITE_MAIL_URL: 'x' }, 'serve')).toEqual({
      problems: [],
      define: { __RIMAL_DEMO__: 'true' },
    });
  });
});

describe('the error a build stops with', () => {
  it('lists every problem, one a line, and points at the variables, not into Vite', () => {
    const error = new ConfigurationError(['A is wrong', 'B is missing']);
    expect(error.stack).toBe(
      "ConfigurationError: The site's configuration is not valid (checked by app/src/config.ts):\n  - A is wrong\n  - B is missing\n    at the VITE_* variables of this build (the environment, app/.env files)",
    );
  });
});

describe('the bundle', () => {
  const root = resolve(import.meta.dirname, '../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)
        ? [path]
        : [];
    });

  it('reads each variable by name: `import.meta.env` as a whole would inline all of them', () => {
    const wholeEnv = /import\.meta\.env(?!\.\w)/;
    const code = (file: string) =>
      readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1');
    const offenders = ['app/src', 'packages', 'mocks/src']
      .flatMap((dir) => sources(join(root, dir)))
      .filter((file) => wholeEnv.test(code(file)))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
