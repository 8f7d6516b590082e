import { resolve } from 'node:path';
import { loadEnv, runnerImport, type Plugin } from 'vite';
import type * as ConfigModule from '../src/config';

type Config = typeof ConfigModule;

/**
 * The start-up check of app/src/config.ts, loaded through Vite's module runner: it imports the
 * mocks workspace's TypeScript sources, which Node cannot run.
 */
async function loadConfigCheck(): Promise<
  Pick<Config, 'backEndKeys' | 'configKeys' | 'parseConfig'>
> {
  const { module } = await runnerImport<Config>(resolve(import.meta.dirname, '../src/config.ts'));
  return module;
}

/** What a build stops with when its variables are not valid. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';

  constructor(problems: readonly string[]) {
    super(
      `The site's configuration is not valid (checked by app/src/config.ts):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    // A trace into Vite's config loader would bury the list; this line says where to look.
    this.stack = `${this.name}: ${this.message}\n    at the VITE_* variables of this build (the environment, app/.env files)`;
  }
}

export interface ConfigCheck {
  /** Problems that stop the build; empty when the configuration is valid. */
  problems: string[];
  /**
   * Extra `define`s: a build's parsed configuration, and `__RIMAL_DEMO__`, a literal the bundler
   * folds so that a build with real back ends leaves the demo's code out; the dev server's demo
   * default.
   */
  define: Record<string, string>;
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why VITE_SITE_URL cannot be a production build's public origin, or undefined. robots.txt and
 * every `<loc>` of sitemap.xml name it, so a build that forgot it would send search engines to
 * this machine; only a demo build may leave it out.
 */
export function siteUrlProblem(value: string | undefined, demo: boolean): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') {
    return demo
      ? undefined
      : 'VITE_SITE_URL must be set to the public origin of the site (e.g. https://rimal.example): robots.txt and sitemap.xml name it';
  }
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return `VITE_SITE_URL must be an https:// origin such as https://rimal.example, not "${text}"`;
  }
  if (url.protocol === 'http:' && !localHosts.has(url.hostname)) {
    return `VITE_SITE_URL must use https:// for ${url.hostname} (plain http only for localhost, 127.0.0.1 and [::1]), not "${text}"`;
  }
  if (url.href !== `${url.origin}/`) {
    return `VITE_SITE_URL must be an origin alone, without a path, query or user name, not "${text}"`;
  }
  return undefined;
}

/**
 * What a build, a dev server or a preview makes of the variables. A build checks them with the
 * start-up check and stops on the same messages; the dev server, with no back end set, is a
 * demo (as `npm run dev` always was) and leaves its problems to the page.
 */
export async function checkConfig(
  variables: Record<string, string | undefined>,
  command: 'build' | 'serve',
): Promise<ConfigCheck> {
  const { backEndKeys, configKeys, parseConfig } = await loadConfigCheck();
  const named = Object.fromEntries(configKeys.map((key) => [key, variables[key]]));
  if (command === 'build') {
    // The public origin is checked more strictly below, with its own message.
    const result = parseConfig({ ...named, VITE_SITE_URL: undefined });
    const demo = result.ok ? result.config.demo : named.VITE_DEMO?.trim() === '1';
    const site = siteUrlProblem(variables.VITE_SITE_URL, demo);
    return result.ok && !site
      ? {
          problems: [],
          define: {
            __RIMAL_CONFIG__: JSON.stringify({
              ...result.config,
              siteUrl: new URL(variables.VITE_SITE_URL?.trim() || result.config.siteUrl).origin,
            }),
            __RIMAL_DEMO__: JSON.stringify(result.config.demo),
          },
        }
      : { problems: [...(result.ok ? [] : result.problems), ...(site ? [site] : [])], define: {} };
  }
  const demoByDefault = backEndKeys.every((key) => !named[key]?.trim());
  // The dev server decides on the page, so it keeps the demo's code within reach.
  return {
    problems: [],
    define: {
      ...(demoByDefault && !named.VITE_DEMO ? { 'import.meta.env.VITE_DEMO': '"1"' } : {}),
      __RIMAL_DEMO__: 'true',
    },
  };
}

/** Fails `vite build` before anything is bundled when the configuration is not valid. */
export function configCheckPlugin(): Plugin {
  return {
    name: 'rimal-config-check',
    enforce: 'pre',
    async config(userConfig, { command, mode, isPreview }) {
      if (isPreview) return;
      const envDir =
        typeof userConfig.envDir === 'string' ? userConfig.envDir : (userConfig.root ?? '.');
      const { problems, define } = await checkConfig(loadEnv(mode, envDir, 'VITE_'), command);
      if (problems.length > 0) throw new ConfigurationError(problems);
      return { define };
    },
  };
}
