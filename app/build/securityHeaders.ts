/**
 * The security headers of the built site, from the build's environment: one source for the
 * Content-Security-Policy <meta> in index.html, the `_headers` file (Netlify, Cloudflare Pages),
 * the nginx snippet and the preview server.
 */
export type BuildEnv = Record<string, string | undefined>;

/** A `_headers` rule: the headers of every path the pattern matches (`*` matches anything). */
export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

/**
 * Stripe's origins for Stripe.js and Embedded Checkout, from Stripe's integration security
 * guide (docs.stripe.com/security/guide, "Content Security Policy").
 */
const stripeOrigins = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://checkout.stripe.com'],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
  frame: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://checkout.stripe.com',
  ],
  img: ['https://*.stripe.com'],
  /** The frames that may ask for Apple Pay or Google Pay (the Payment Request API). */
  payment: ['https://js.stripe.com', 'https://checkout.stripe.com'],
};

/** Hashed file names never change content, so browsers and CDNs may keep them for a year. */
export const immutableAssets = 'public, max-age=31536000, immutable';

/** The origin of an absolute http(s) URL; null for a path on the site or anything else. */
export function originOf(value: string | undefined): string | null {
  if (!value || value.startsWith('/')) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Every origin `mediaUrl` (packages/core/src/media.ts) can point at besides the site itself: the
 * media host, unless it is a path here (demo mode's /demo-media), and the hosts of the absolute
 * addresses the content service may send (a cloud upload provider), which only the operator
 * knows: VITE_MEDIA_ORIGINS, separated by spaces or commas.
 */
export function mediaOrigins(env: BuildEnv): string[] {
  const providers = (env.VITE_MEDIA_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
  const origins = providers.map((value) => {
    const origin = originOf(value);
    if (!origin) throw new Error(`VITE_MEDIA_ORIGINS: "${value}" is not an http(s) origin`);
    return origin;
  });
  return unique([originOf(env.VITE_MEDIA_URL), ...origins]);
}

function unique(sources: (string | null | false | readonly (string | null)[])[]): string[] {
  return [
    ...new Set(sources.flat().filter((source): source is string => typeof source === 'string')),
  ];
}

/**
 * The Content-Security-Policy: only the site's own origin, the configured service and media
 * hosts and, when a key is set, Stripe. A <meta> policy cannot carry frame-ancestors (browsers
 * ignore it there), so the `meta` form leaves it out; the header forbids framing the site.
 */
export function contentSecurityPolicy(env: BuildEnv, form: 'header' | 'meta' = 'header'): string {
  const services = ['VITE_CONTENT_URL', 'VITE_SHOP_URL', 'VITE_MAIL_URL'].map((key) =>
    originOf(env[key]),
  );
  const media = mediaOrigins(env);
  const stripe = Boolean(env.VITE_STRIPE_PUBLISHABLE_KEY);
  const list = (...sources: Parameters<typeof unique>[0]) => unique(sources).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", stripe && stripeOrigins.script)}`,
    `style-src 'self'`,
    // data: for the small images the style sheets inline.
    `img-src ${list("'self'", 'data:', media, stripe && stripeOrigins.img)}`,
    `media-src ${list("'self'", media)}`,
    `font-src 'self'`,
    `connect-src ${list("'self'", services, media, stripe && stripeOrigins.connect)}`,
    `frame-src ${list(stripe ? stripeOrigins.frame : "'none'")}`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    ...(form === 'header' ? [`frame-ancestors 'none'`] : []),
  ].join('; ');
}

/**
 * No page asks for the camera, microphone or location; payments (Apple Pay, Google Pay) only
 * inside Stripe's frames, which the page can hand the permission to only if it holds it itself.
 */
export function permissionsPolicy(env: BuildEnv): string {
  const payment = env.VITE_STRIPE_PUBLISHABLE_KEY
    ? `(self ${stripeOrigins.payment.map((origin) => `"${origin}"`).join(' ')})`
    : '()';
  return `camera=(), microphone=(), geolocation=(), payment=${payment}`;
}

/**
 * Strict-Transport-Security, for a year. `includeSubDomains` would also hold every subdomain of
 * the site to HTTPS, which breaks any that serves plain http; so it is sent only when the build
 * says each one serves HTTPS (VITE_HSTS_INCLUDE_SUBDOMAINS=1).
 */
export function strictTransportSecurity(env: BuildEnv): string {
  const choice = env.VITE_HSTS_INCLUDE_SUBDOMAINS?.trim() ?? '';
  if (choice !== '' && choice !== '0' && choice !== '1') {
    throw new Error(
      `VITE_HSTS_INCLUDE_SUBDOMAINS must be 1 (every subdomain serves HTTPS) or 0, not "${choice}"`,
    );
  }
  return choice === '1' ? 'max-age=31536000; includeSubDomains' : 'max-age=31536000';
}

/** The headers every response of the site carries. */
export function securityHeaders(env: BuildEnv): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(env)],
    // For browsers older than frame-ancestors.
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', permissionsPolicy(env)],
    ['Strict-Transport-Security', strictTransportSecurity(env)],
  ];
}

/**
 * The site's header rules. Hosts join the values of a header set by two matching rules, so the
 * caching header is only on the assets rule; everything else keeps the host's revalidation.
 */
export function headerRules(env: BuildEnv): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders(env) },
    { path: '/assets/*', headers: [['Cache-Control', immutableAssets]] },
  ];
}

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

/** The headers of a URL path under these rules, in rule order. */
export function headersFor(rules: readonly HeaderRule[], pathname: string) {
  return rules
    .filter((rule) => patternOf(rule.path).test(pathname))
    .flatMap((rule) => rule.headers);
}

const generated = 'Generated by app/build/securityHeaders.ts from the build environment.';

/** The `_headers` file of Netlify and Cloudflare Pages. */
export function headersFile(env: BuildEnv): string {
  const rules = headerRules(env).map((rule) =>
    [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# ${generated}\n${rules.join('\n')}\n`;
}

/**
 * The nginx lines of the security headers. nginx drops the add_header lines a block inherits as
 * soon as it declares one of its own, so a location with its own headers includes this again.
 */
export function nginxSnippet(env: BuildEnv): string {
  const lines = securityHeaders(env).map(([name, value]) => {
    // nginx would read a $ in a value as a variable; no origin or keyword contains one.
    if (value.includes('$')) throw new Error(`${name} contains a $: ${value}`);
    return `add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;`;
  });
  return [
    `# ${generated}`,
    '# Include it in the server block, and again in every location that has add_header lines of',
    '# its own (nginx then drops the inherited ones), e.g. the long-cache location of /assets/.',
    ...lines,
    '',
  ].join('\n');
}
