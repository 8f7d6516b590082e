import { describe, expect, it } from 'vitest';
import { demoAddresses, parseConfig } from './config';

const realBackEnds = {
  VITE_CONTENT_URL: 'https://cms.example.com/api/',
  VITE_CONTENT_TOKEN: 'read-only-token',
  VITE_MEDIA_URL: 'https://cms.example.com',
  VITE_SHOP_URL: 'https://shop.example.com',
  VITE_MAIL_URL: 'https://mail.example.com',
};

describe('parseConfig', () => {
  it('runs in demo mode on the demo addresses when no back end is set', () => {
    const result = parseConfig({});
    expect(result.ok && result.config).toMatchObject({
      demo: true,
      ...demoAddresses,
      stripePublishableKey: null,
    });
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
    const result = parseConfig({ VITE_SHOP_URL: 'https://shop.example.com' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toContain('VITE_CONTENT_URL');
  });

  it('says which value is not a URL', () => {
    const result = parseConfig({ ...realBackEnds, VITE_MAIL_URL: 'mail.example.com' });
    expect(!result.ok && result.problems).toEqual([
      expect.stringContaining('VITE_MAIL_URL must be an http(s) URL'),
    ]);
  });

  it('refuses a Stripe secret key in the browser bundle', () => {
    const result = parseConfig({ VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_abc' });
    expect(!result.ok && result.problems[0]).toContain('publishable key');
    expect(parseConfig({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123' }).ok).toBe(true);
  });

  it('takes optional links and checks them', () => {
    const good = parseConfig({ VITE_SUPPORT_CHAT_URL: 'https://wa.me/971500000000' });
    expect(good.ok && good.config.supportChatUrl).toBe('https://wa.me/971500000000');
    expect(parseConfig({ VITE_PROMOTION_URL: 'javascript:alert(1)' }).ok).toBe(false);
  });
});
