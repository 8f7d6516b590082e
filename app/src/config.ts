import { demoEndpoints } from '@rimal/mocks/endpoints';
import type { SocialLink } from '@rimal/ui';

/** The site's configuration, read once from `VITE_*` variables at build time. */
export interface AppConfig {
  /** A demo build (`VITE_DEMO=1`, no back end): MSW answers in the browser from the demo catalog. */
  demo: boolean;
  contentUrl: string;
  contentToken: string;
  mediaUrl: string;
  shopUrl: string;
  mailUrl: string;
  /** Stripe publishable key; absent means the demo card form. */
  stripePublishableKey: string | null;
  supportChatUrl: string;
  promotionUrl: string;
  socialLinks: SocialLink[];
  /** The site's public origin (`VITE_SITE_URL`): canonical, hreflang and shared addresses name it. */
  siteUrl: string;
}

/** Where a demo build says it lives when VITE_SITE_URL is unset: `npm start`'s address. */
export const DEMO_SITE_URL = 'http://localhost:4173';

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

type Env = Record<string, string | boolean | undefined>;

/** The back ends: all of them are configured, or none (a demo build). */
export const backEndKeys = [
  'VITE_CONTENT_URL',
  'VITE_CONTENT_TOKEN',
  'VITE_MEDIA_URL',
  'VITE_SHOP_URL',
  'VITE_MAIL_URL',
] as const;
const socialKeys = {
  instagram: 'VITE_SOCIAL_INSTAGRAM',
  facebook: 'VITE_SOCIAL_FACEBOOK',
  linkedin: 'VITE_SOCIAL_LINKEDIN',
  youtube: 'VITE_SOCIAL_YOUTUBE',
  tiktok: 'VITE_SOCIAL_TIKTOK',
} as const;

/** Every variable the site reads; nothing else of the build's environment reaches the bundle. */
export const configKeys = [
  'VITE_DEMO',
  ...backEndKeys,
  'VITE_STRIPE_PUBLISHABLE_KEY',
  'VITE_SUPPORT_CHAT_URL',
  'VITE_PROMOTION_URL',
  'VITE_SITE_URL',
  ...Object.values(socialKeys),
] as const;

export type ConfigKey = (typeof configKeys)[number];

/**
 * The named variables as the build inlined them. Each is read on its own: `import.meta.env` as
 * a whole would copy every `VITE_*` variable of the build machine into the bundle.
 */
export function builtEnv(): Record<ConfigKey, string | undefined> {
  return {
    VITE_DEMO: import.meta.env.VITE_DEMO,
    VITE_CONTENT_URL: import.meta.env.VITE_CONTENT_URL,
    VITE_CONTENT_TOKEN: import.meta.env.VITE_CONTENT_TOKEN,
    VITE_MEDIA_URL: import.meta.env.VITE_MEDIA_URL,
    VITE_SHOP_URL: import.meta.env.VITE_SHOP_URL,
    VITE_MAIL_URL: import.meta.env.VITE_MAIL_URL,
    VITE_STRIPE_PUBLISHABLE_KEY: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY,
    VITE_SUPPORT_CHAT_URL: import.meta.env.VITE_SUPPORT_CHAT_URL,
    VITE_PROMOTION_URL: import.meta.env.VITE_PROMOTION_URL,
    VITE_SITE_URL: import.meta.env.VITE_SITE_URL,
    VITE_SOCIAL_INSTAGRAM: import.meta.env.VITE_SOCIAL_INSTAGRAM,
    VITE_SOCIAL_FACEBOOK: import.meta.env.VITE_SOCIAL_FACEBOOK,
    VITE_SOCIAL_LINKEDIN: import.meta.env.VITE_SOCIAL_LINKEDIN,
    VITE_SOCIAL_YOUTUBE: import.meta.env.VITE_SOCIAL_YOUTUBE,
    VITE_SOCIAL_TIKTOK: import.meta.env.VITE_SOCIAL_TIKTOK,
  };
}

/** Where the demo back ends answer in the browser. */
export const demoAddresses = {
  contentUrl: demoEndpoints.content,
  contentToken: demoEndpoints.token,
  mediaUrl: demoEndpoints.media,
  shopUrl: demoEndpoints.shop,
  mailUrl: demoEndpoints.mail,
} as const;

const defaults = {
  supportChatUrl: 'https://wa.me/97140000000',
  promotionUrl: 'https://promotion.rimal.example',
  socialLinks: {
    instagram: 'https://www.instagram.com/',
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    youtube: 'https://www.youtube.com/',
    tiktok: 'https://www.tiktok.com/',
  },
} as const;

/** Hosts a developer's machine answers on: the only ones plain http may reach. */
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

const listed = (keys: readonly string[]) =>
  keys.length > 1 ? `${keys.slice(0, -1).join(', ')} and ${keys.at(-1)}` : (keys[0] ?? '');

function text(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Absolute http(s) URLs (https unless the host is local), or paths on this site; trailing
 * slashes dropped.
 */
function url(problems: string[], key: string, value: string, allowPath: boolean): string {
  const trimmed = value.replace(/\/+$/, '');
  // `//host` and `/\host` are not paths: browsers read them as another host, on the page's scheme.
  if (/^[/\\]{2}/.test(value)) {
    problems.push(
      `${key} must be a full https:// URL${allowPath ? ' or a path starting with a single /' : ''}, not the protocol-relative "${value}"`,
    );
    return value;
  }
  if (allowPath && value.startsWith('/')) return trimmed;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    parsed = new URL('invalid:');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    problems.push(
      `${key} must be an http(s) URL${allowPath ? ' or a path starting with /' : ''}, not "${value}"`,
    );
  } else if (parsed.username !== '' || parsed.password !== '') {
    // Not echoed: the value holds a password.
    problems.push(`${key} must not carry a user name or password: the bundle is public`);
  } else if (parsed.protocol === 'http:' && !localHosts.has(parsed.hostname)) {
    problems.push(
      `${key} must use https:// for ${parsed.hostname} (plain http only for localhost, 127.0.0.1 and [::1]), not "${value}"`,
    );
  }
  return trimmed;
}

/** `VITE_DEMO=1` asks for a demo build; unset or 0 does not. */
function demoRequested(problems: string[], env: Env): boolean {
  const value = text(env, 'VITE_DEMO');
  if (value === undefined || value === '0') return false;
  if (value === '1') return true;
  problems.push(`VITE_DEMO must be 1 (a demo build) or unset, not "${value}"`);
  return false;
}

/**
 * Validates the environment, at build time (app/build/configCheck.ts) and again at start-up,
 * with the same messages. Either all of the back-end variables are set, or none of them and
 * `VITE_DEMO=1`: a half-configured site would talk to real and fake services at once, and a
 * build that forgot its variables must not quietly become a shop that takes no real orders.
 */
export function parseConfig(env: Env): ConfigResult {
  const problems: string[] = [];
  const set = backEndKeys.filter((key) => text(env, key) !== undefined);
  const demoAsked = demoRequested(problems, env);
  const demo = set.length === 0;
  if (demoAsked && !demo) {
    problems.push(
      `VITE_DEMO=1 asks for a demo build, but back-end variables are set (${listed(set)}): unset VITE_DEMO or them`,
    );
  } else if (demo && !demoAsked) {
    problems.push(
      `No back end is configured: set ${listed(backEndKeys)}, or set VITE_DEMO=1 for a demo build (the demo catalog answers in the browser; no real orders)`,
    );
  } else if (!demo && set.length < backEndKeys.length) {
    const missing = backEndKeys.filter((key) => !set.includes(key));
    problems.push(
      `Set all of the back-end variables (or none, with VITE_DEMO=1, for a demo build); missing: ${missing.join(', ')}`,
    );
  }
  const backEnd = (key: (typeof backEndKeys)[number], demoValue: string, isUrl = true) => {
    const value = text(env, key);
    if (demo || value === undefined) return demoValue;
    return isUrl ? url(problems, key, value, true) : value;
  };
  const optionalUrl = (key: string, fallback: string) => {
    const value = text(env, key);
    return value === undefined ? fallback : url(problems, key, value, false);
  };
  const token = text(env, 'VITE_CONTENT_TOKEN');
  // Not echoed: it is a credential, and build logs are read by more people than the bundle.
  if (token !== undefined && /[\s\p{Cc}]/u.test(token)) {
    problems.push(
      'VITE_CONTENT_TOKEN must be one word, without spaces or line breaks (it is sent as "Authorization: Bearer <token>")',
    );
  }
  const stripeKey = text(env, 'VITE_STRIPE_PUBLISHABLE_KEY') ?? null;
  if (stripeKey !== null && /^(sk|rk)_/.test(stripeKey)) {
    problems.push(
      `VITE_STRIPE_PUBLISHABLE_KEY holds a Stripe secret key (${stripeKey.slice(0, 3)}…), which the bundle would give to every visitor: use the publishable key (pk_test_… or pk_live_…)`,
    );
  } else if (stripeKey !== null && !/^pk_(test|live)_[A-Za-z0-9]+$/.test(stripeKey)) {
    problems.push(
      'VITE_STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…), never a secret key',
    );
  }

  const config: AppConfig = {
    demo,
    contentUrl: backEnd('VITE_CONTENT_URL', demoAddresses.contentUrl),
    contentToken: backEnd('VITE_CONTENT_TOKEN', demoAddresses.contentToken, false),
    mediaUrl: backEnd('VITE_MEDIA_URL', demoAddresses.mediaUrl),
    shopUrl: backEnd('VITE_SHOP_URL', demoAddresses.shopUrl),
    mailUrl: backEnd('VITE_MAIL_URL', demoAddresses.mailUrl),
    stripePublishableKey: stripeKey,
    supportChatUrl: optionalUrl('VITE_SUPPORT_CHAT_URL', defaults.supportChatUrl),
    promotionUrl: optionalUrl('VITE_PROMOTION_URL', defaults.promotionUrl),
    socialLinks: Object.entries(socialKeys).map(([network, key]) => ({
      network: network as keyof typeof socialKeys,
      href: optionalUrl(key, defaults.socialLinks[network as keyof typeof socialKeys]),
    })),
    // A build checks it further (an origin alone, required with real back ends: configCheck.ts).
    siteUrl: optionalUrl('VITE_SITE_URL', DEMO_SITE_URL),
  };
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}

/** A production build's configuration, checked and parsed when it was built (app/build/configCheck.ts). */
declare const __RIMAL_CONFIG__: AppConfig;

declare global {
  /** Whether the build may be a demo: `false` in a build with real back ends (configCheck.ts). */
  const __RIMAL_DEMO__: boolean;
}

/**
 * The site's configuration. A production build carries it checked and parsed, so the check and
 * its messages stay out of the bundle; the dev server checks the variables on the page.
 */
export function siteConfig(): ConfigResult {
  return import.meta.env.PROD ? { ok: true, config: __RIMAL_CONFIG__ } : parseConfig(builtEnv());
}
