import { demoEndpoints } from '@rimal/mocks/endpoints';
import type { SocialLink } from '@rimal/ui';

/** The site's configuration, read once from `VITE_*` variables at build time. */
export interface AppConfig {
  /** No back end configured: MSW answers in the browser from the demo catalog. */
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
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

type Env = Record<string, string | boolean | undefined>;

const backEndKeys = [
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

function text(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Absolute http(s) URLs, or paths on this site; trailing slashes dropped. */
function url(problems: string[], key: string, value: string, allowPath: boolean): string {
  if (allowPath && value.startsWith('/')) return value.replace(/\/+$/, '');
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('protocol');
    return value.replace(/\/+$/, '');
  } catch {
    problems.push(
      `${key} must be an http(s) URL${allowPath ? ' or a path starting with /' : ''}, not "${value}"`,
    );
    return value;
  }
}

/**
 * Validates the environment. Either none of the back-end variables is set (demo mode) or all
 * of them are; a half-configured site would talk to real and fake services at once.
 */
export function parseConfig(env: Env): ConfigResult {
  const problems: string[] = [];
  const set = backEndKeys.filter((key) => text(env, key) !== undefined);
  const demo = set.length === 0;
  if (!demo && set.length < backEndKeys.length) {
    const missing = backEndKeys.filter((key) => !set.includes(key));
    problems.push(
      `Set all of the back-end variables or none (demo mode); missing: ${missing.join(', ')}`,
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
  const stripeKey = text(env, 'VITE_STRIPE_PUBLISHABLE_KEY') ?? null;
  if (stripeKey !== null && !/^pk_(test|live)_[A-Za-z0-9]+$/.test(stripeKey)) {
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
  };
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}
