import { describe, expect, it } from 'vitest';
import { mediaUrl } from '@rimal/core';
import {
  contentSecurityPolicy,
  headerRules,
  headersFile,
  headersFor,
  mediaOrigins,
  nginxSnippet,
  permissionsPolicy,
  securityHeaders,
} from './securityHeaders';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

const backEnds = {
  VITE_CONTENT_URL: 'https://cms.example.com/api',
  VITE_MEDIA_URL: 'https://media.example.com',
  VITE_SHOP_URL: 'https://shop.example.com',
  VITE_MAIL_URL: 'https://mail.example.com',
};
const stripeKey = { VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123' };

describe('content security policy', () => {
  it('allows only the site itself in demo mode', () => {
    const policy = contentSecurityPolicy({});
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data:");
    expect(directive(policy, 'media-src')).toBe("media-src 'self'");
  });

  it('adds the configured service hosts and nothing else', () => {
    const policy = contentSecurityPolicy(backEnds);
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://cms.example.com https://shop.example.com https://mail.example.com https://media.example.com",
    );
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https://media.example.com");
    expect(directive(policy, 'media-src')).toBe("media-src 'self' https://media.example.com");
  });

  it('forbids framing the site in the header, and leaves that out of the meta tag', () => {
    expect(directive(contentSecurityPolicy({}), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(contentSecurityPolicy({}, 'meta')).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy(backEnds, 'meta')).toBe(
      contentSecurityPolicy(backEnds).replace("; frame-ancestors 'none'", ''),
    );
  });

  it('allows Stripe only when a publishable key is configured', () => {
    const without = contentSecurityPolicy(backEnds);
    expect(without).not.toContain('stripe.com');
    const policy = contentSecurityPolicy({ ...backEnds, ...stripeKey });
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' https://js.stripe.com https://*.js.stripe.com https://checkout.stripe.com",
    );
    expect(directive(policy, 'frame-src')).toBe(
      'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://checkout.stripe.com',
    );
    expect(directive(policy, 'connect-src')).toContain(
      'https://api.stripe.com https://checkout.stripe.com',
    );
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' data: https://media.example.com https://*.stripe.com",
    );
  });
});

describe('media origins', () => {
  it('covers every address mediaUrl makes from the media host', () => {
    for (const host of ['https://media.example.com', 'https://media.example.com/uploads/']) {
      const origins = mediaOrigins({ VITE_MEDIA_URL: host });
      for (const path of ['/uploads/a.webp', 'uploads/b.mp4'])
        expect(origins).toContain(new URL(mediaUrl(host, path)).origin);
    }
  });

  it('needs no origin for a media host on the site (demo media, a path)', () => {
    expect(mediaOrigins({})).toEqual([]);
    expect(mediaOrigins({ VITE_MEDIA_URL: '/media' })).toEqual([]);
    expect(mediaUrl('/demo-media', '/uploads/a.webp')).toBe('/demo-media/uploads/a.webp');
  });

  it('adds the upload providers whose absolute addresses mediaUrl passes through', () => {
    const env = {
      ...backEnds,
      VITE_MEDIA_ORIGINS: 'https://res.cloudinary.com, https://cdn.example.net/x',
    };
    const upload = mediaUrl(env.VITE_MEDIA_URL, 'https://res.cloudinary.com/rimal/a.webp');
    expect(mediaOrigins(env)).toEqual([
      'https://media.example.com',
      new URL(upload).origin,
      'https://cdn.example.net',
    ]);
    expect(directive(contentSecurityPolicy(env), 'img-src')).toBe(
      "img-src 'self' data: https://media.example.com https://res.cloudinary.com https://cdn.example.net",
    );
    expect(directive(contentSecurityPolicy(env), 'media-src')).toContain(
      'https://res.cloudinary.com',
    );
  });

  it('stops the build on an upload provider that is not an http(s) origin', () => {
    expect(() => mediaOrigins({ VITE_MEDIA_ORIGINS: 'res.cloudinary.com' })).toThrow(
      'VITE_MEDIA_ORIGINS: "res.cloudinary.com"',
    );
    expect(() => mediaOrigins({ VITE_MEDIA_ORIGINS: 'javascript:alert(1)' })).toThrow();
  });
});

describe('the other security headers', () => {
  const headers = new Map(securityHeaders(backEnds));

  it('are all there, with their values', () => {
    expect([...headers.keys()]).toEqual([
      'Content-Security-Policy',
      'X-Frame-Options',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Strict-Transport-Security',
    ]);
    expect(headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy(backEnds));
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000');
  });

  it('name subdomains in HSTS only when the build says every subdomain serves HTTPS', () => {
    const hsts = (env: Record<string, string>) =>
      new Map(securityHeaders({ ...backEnds, ...env })).get('Strict-Transport-Security');
    expect(hsts({})).toBe('max-age=31536000');
    expect(hsts({ VITE_HSTS_INCLUDE_SUBDOMAINS: '0' })).toBe('max-age=31536000');
    expect(hsts({ VITE_HSTS_INCLUDE_SUBDOMAINS: '1' })).toBe('max-age=31536000; includeSubDomains');
  });

  it('stop the build on an HSTS choice that is neither 1 nor 0', () => {
    expect(() => securityHeaders({ ...backEnds, VITE_HSTS_INCLUDE_SUBDOMAINS: 'yes' })).toThrow(
      'VITE_HSTS_INCLUDE_SUBDOMAINS must be 1 (every subdomain serves HTTPS) or 0, not "yes"',
    );
  });

  it('deny camera, microphone, location and payments without Stripe', () => {
    expect(permissionsPolicy(backEnds)).toBe(
      'camera=(), microphone=(), geolocation=(), payment=()',
    );
  });

  it("let Stripe's frames ask for payments when a key is set", () => {
    expect(permissionsPolicy({ ...backEnds, ...stripeKey })).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com" "https://checkout.stripe.com")',
    );
  });
});

describe('header rules', () => {
  const rules = headerRules(backEnds);

  it('send the security headers on every path and cache only the hashed assets', () => {
    for (const path of ['/', '/index.html', '/products/1', '/assets/index-abc.js'])
      expect(headersFor(rules, path)).toEqual(expect.arrayContaining(securityHeaders(backEnds)));
    expect(headersFor(rules, '/assets/index-abc.js')).toContainEqual([
      'Cache-Control',
      'public, max-age=31536000, immutable',
    ]);
    for (const path of ['/', '/products/1', '/demo-media/a.webp', '/assets'])
      expect(headersFor(rules, path).map(([name]) => name)).not.toContain('Cache-Control');
  });

  it('are written as a _headers file, one indented header a line under its path', () => {
    const file = headersFile(backEnds);
    const lines = file.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^# /);
    expect(lines.slice(1)).toEqual([
      '/*',
      ...securityHeaders(backEnds).map(([name, value]) => `  ${name}: ${value}`),
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
    ]);
  });
});

describe('nginx snippet', () => {
  it('adds every security header, on error pages too, with quotes escaped', () => {
    const snippet = nginxSnippet({ ...backEnds, ...stripeKey });
    const lines = snippet.split('\n').filter((line) => !line.startsWith('#') && line !== '');
    expect(lines).toHaveLength(securityHeaders({}).length);
    for (const line of lines) expect(line).toMatch(/^add_header [\w-]+ ".*" always;$/);
    expect(snippet).toContain(
      `add_header Content-Security-Policy "${contentSecurityPolicy({ ...backEnds, ...stripeKey })}" always;`,
    );
    expect(snippet).toContain(
      'add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(self \\"https://js.stripe.com\\" \\"https://checkout.stripe.com\\")" always;',
    );
  });
});
