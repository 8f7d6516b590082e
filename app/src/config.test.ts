import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtEnv, configKeys, demoAddresses, parseConfig } from './config';

const realBackEnds = {
  VITE_CONTENT_URL: 'https://cms.example.com/api/',
  VITE_CONTENT_TOKEN: 'read-only-token',
  VITE_MEDIA_URL: 'https://cms.example.com',
  VITE_SHOP_URL: 'https://shop.example.com',
  VITE_MAIL_URL: 'https://mail.example.com',
};
const demoBuild = { VITE_DEMO: '1' };

const problemsOf = (env: Record<string, string | undefined>) => {
  const result = parseConfig(env);
  return result.ok ? [] : result.problems;
};

describe('parseConfig', () => {
  it('runs in demo mode on the demo addresses when asked to and no back end is set', () => {
    const result = parseConfig(demoBuild);
    expect(result.ok && result.config).toMatchObject({
      demo: true,
      ...demoAddresses,
      stripePublishableKey: null,
    });
  });

  it('refuses a build with no back end that did not ask to be a demo, naming what to set', () => {
    for (const env of [{}, { VITE_DEMO: '0' }]) {
      expect(problemsOf(env)).toEqual([
        'No back end is configured: set VITE_CONTENT_URL, VITE_CONTENT_TOKEN, VITE_MEDIA_URL, VITE_SHOP_URL and VITE_MAIL_URL, or set VITE_DEMO=1 for a demo build (the demo catalog answers in the browser; no real orders)',
      ]);
    }
  });

  it('refuses a demo build that also has back ends, and a VITE_DEMO it cannot read', () => {
    expect(problemsOf({ ...realBackEnds, ...demoBuild })).toEqual([
      expect.stringContaining('VITE_DEMO=1 asks for a demo build, but back-end variables are set'),
    ]);
    expect(problemsOf({ VITE_DEMO: 'yes' })).toContain(
      'VITE_DEMO must be 1 (a demo build) or unset, not "yes"',
    );
  });

  it('uses every configured back end and drops trailing slashes', () => {
    const result = parseConfig(realBackEnds);
    expect(result.ok && result.config).toMatchObject({
      demo: false,
      contentUrl: 'https://cms.example.com/api',
      contentToken: 'read-only-token',
    });
  });

  it('refuses a half-configured site and names what is missing', () => {
    expect(problemsOf({ VITE_SHOP_URL: 'https://shop.example.com' })).toEqual([
      'Set all of the back-end variables (or none, with VITE_DEMO=1, for a demo build); missing: VITE_CONTENT_URL, VITE_CONTENT_TOKEN, VITE_MEDIA_URL, VITE_MAIL_URL',
    ]);
  });

  it('says which value is not a URL', () => {
    expect(problemsOf({ ...realBackEnds, VITE_MAIL_URL: 'mail.example.com' })).toEqual([
      'VITE_MAIL_URL must be an http(s) URL or a path starting with /, not "mail.example.com"',
    ]);
    expect(problemsOf({ ...realBackEnds, VITE_CONTENT_URL: 'ftp://x' })).toEqual([
      'VITE_CONTENT_URL must be an http(s) URL or a path starting with /, not "ftp://x"',
    ]);
  });

  it('takes paths on this site but refuses protocol-relative URLs, which name another host', () => {
    expect(parseConfig({ ...realBackEnds, VITE_MEDIA_URL: '/media/' }).ok).toBe(true);
    for (const value of ['//cdn.example.com', '/\\cdn.example.com', '\\\\cdn.example.com']) {
      expect(problemsOf({ ...realBackEnds, VITE_MEDIA_URL: value })).toEqual([
        `VITE_MEDIA_URL must be a full https:// URL or a path starting with a single /, not the protocol-relative "${value}"`,
      ]);
    }
    expect(problemsOf({ ...demoBuild, VITE_PROMOTION_URL: '//promo.example.com' })).toEqual([
      'VITE_PROMOTION_URL must be a full https:// URL, not the protocol-relative "//promo.example.com"',
    ]);
  });

  it('allows plain http only for the local machine', () => {
    for (const host of ['localhost:8787', '127.0.0.1:8787', '[::1]:8787']) {
      expect(parseConfig({ ...realBackEnds, VITE_SHOP_URL: `http://${host}/shop` }).ok).toBe(true);
    }
    expect(problemsOf({ ...realBackEnds, VITE_CONTENT_URL: 'http://cms.example.com' })).toEqual([
      'VITE_CONTENT_URL must use https:// for cms.example.com (plain http only for localhost, 127.0.0.1 and [::1]), not "http://cms.example.com"',
    ]);
    expect(problemsOf({ ...demoBuild, VITE_SUPPORT_CHAT_URL: 'http://wa.me/1' })).toHaveLength(1);
  });

  it('refuses credentials in a URL without repeating them', () => {
    const problems = problemsOf({
      ...realBackEnds,
      VITE_SHOP_URL: 'https://me:hunter2@shop.example.com',
    });
    expect(problems).toEqual([
      'VITE_SHOP_URL must not carry a user name or password: the bundle is public',
    ]);
  });

  it('refuses a content token with whitespace inside, without repeating it', () => {
    for (const token of ['read only', 'read\nonly', 'read\tonly']) {
      const problems = problemsOf({ ...realBackEnds, VITE_CONTENT_TOKEN: token });
      expect(problems).toEqual([
        'VITE_CONTENT_TOKEN must be one word, without spaces or line breaks (it is sent as "Authorization: Bearer <token>")',
      ]);
    }
    // Surrounding whitespace (a trailing newline in a .env file) is trimmed, not refused.
    expect(parseConfig({ ...realBackEnds, VITE_CONTENT_TOKEN: ' read-only \n' }).ok).toBe(true);
  });

  it('refuses a Stripe secret key in the browser bundle, without repeating it', () => {
    const problems = problemsOf({ ...demoBuild, VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_abc123' });
    expect(problems).toEqual([
      'VITE_STRIPE_PUBLISHABLE_KEY holds a Stripe secret key (sk_…), which the bundle would give to every visitor: use the publishable key (pk_test_… or pk_live_…)',
    ]);
    expect(problems.join()).not.toContain('abc123');
    expect(problemsOf({ ...demoBuild, VITE_STRIPE_PUBLISHABLE_KEY: 'rk_live_abc' })).toHaveLength(
      1,
    );
    expect(problemsOf({ ...demoBuild, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_nope' })[0]).toContain(
      'publishable key',
    );
    expect(parseConfig({ ...demoBuild, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123' }).ok).toBe(
      true,
    );
  });

  it('takes optional links and checks them', () => {
    const good = parseConfig({ ...demoBuild, VITE_SUPPORT_CHAT_URL: 'https://wa.me/971500000000' });
    expect(good.ok && good.config.supportChatUrl).toBe('https://wa.me/971500000000');
    expect(parseConfig({ ...demoBuild, VITE_PROMOTION_URL: 'javascript:alert(1)' }).ok).toBe(false);
  });

  it('lists every problem at once', () => {
    expect(
      problemsOf({
        VITE_CONTENT_URL: 'http://cms.example.com',
        VITE_STRIPE_PUBLISHABLE_KEY: 'sk_test_1',
      }),
    ).toHaveLength(3);
  });
});

describe('builtEnv', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads every named variable and nothing else', () => {
    vi.stubEnv('VITE_SHOP_URL', 'https://shop.example.com');
    vi.stubEnv('VITE_SOME_SECRET', 'not for the bundle');
    const env = builtEnv();
    expect(Object.keys(env).sort()).toEqual([...configKeys].sort());
    expect(env.VITE_SHOP_URL).toBe('https://shop.example.com');
  });
});
