import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type * as PublicRoutesModule from './publicRoutes';

/**
 * The sitemap's routes come from core's TypeScript sources, which Node cannot run: the default
 * config loader hands workspace packages to it as they are, so Vite's module runner loads them.
 */
async function loadPublicRoutes(): Promise<readonly string[]> {
  const file = resolve(import.meta.dirname, 'publicRoutes.ts');
  const { module } = await runnerImport<typeof PublicRoutesModule>(file);
  return module.publicRoutes;
}

const stripeOrigins = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
  frame: ['https://js.stripe.com', 'https://checkout.stripe.com', 'https://hooks.stripe.com'],
};

function originOf(value: string | undefined): string | null {
  if (!value || value.startsWith('/')) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of the built site: only its own origin, the configured service
 * hosts and, when a key is set, Stripe. Served as a <meta> so it works on any static host.
 */
export function contentSecurityPolicy(env: Record<string, string | undefined>): string {
  const services = ['VITE_CONTENT_URL', 'VITE_SHOP_URL', 'VITE_MAIL_URL']
    .map((key) => originOf(env[key]))
    .filter((origin): origin is string => origin !== null);
  const media = originOf(env.VITE_MEDIA_URL);
  const stripe = Boolean(env.VITE_STRIPE_PUBLISHABLE_KEY);
  const list = (...sources: (string | null | false | string[])[]) =>
    [...new Set(sources.flat().filter((source): source is string => Boolean(source)))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", stripe && stripeOrigins.script)}`,
    `style-src 'self'`,
    `img-src ${list("'self'", 'data:', media)}`,
    `media-src ${list("'self'", media)}`,
    `font-src 'self'`,
    `connect-src ${list("'self'", services, media, stripe && stripeOrigins.connect)}`,
    `frame-src ${list(stripe ? stripeOrigins.frame : "'none'")}`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/**
 * Early connections to the back ends the first page needs: the content service (its calls
 * carry a token, so they are CORS requests) and the media host (plain image loads). The hero
 * picture and the featured products then skip the connection set-up on slow networks.
 */
export function preconnectLinks(env: Record<string, string | undefined>): string[] {
  const content = originOf(env.VITE_CONTENT_URL);
  const media = originOf(env.VITE_MEDIA_URL);
  const links = content ? [`<link rel="preconnect" href="${content}" crossorigin />`] : [];
  // Credentialed (CORS) and plain requests use separate connections, so a media host on the
  // content service's origin still gets its own hint.
  if (media) links.push(`<link rel="preconnect" href="${media}" />`);
  return links;
}

/** The basic Latin faces every page sets its first words in (body and headings). */
const firstPaintFonts = [
  /inter-latin-basic-wght-normal-[\w-]+\.woff2$/,
  /playfair-display-latin-basic-wght-normal-[\w-]+\.woff2$/,
];

/**
 * The basic Latin faces, requested with the document instead of after the first layout: their
 * download overlaps the script's instead of following it, and text is not drawn twice.
 */
export function fontPreloadLinks(files: readonly string[]): string[] {
  return firstPaintFonts
    .map((face) => files.find((file) => face.test(file)))
    .filter((file): file is string => file !== undefined)
    .map(
      (file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin />`,
    );
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemap(siteUrl: string, routes: readonly string[]): string {
  const urls = routes.map(
    (route) => `  <url><loc>${escapeXml(new URL(route, siteUrl).href)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robots(siteUrl: string): string {
  // Checkout is not hidden from crawlers: it holds nothing private (the cart lives in the
  // browser), and a page a search engine may not fetch fails Lighthouse's crawlability check.
  return `User-agent: *\nAllow: /\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

/** Adds the CSP meta tag to index.html and writes robots.txt and sitemap.xml into the build. */
export function sitePlugin(): Plugin {
  let env: Record<string, string | undefined> = {};
  let production = false;
  return {
    name: 'rimal-site',
    configResolved(config) {
      env = config.env as Record<string, string | undefined>;
      production = config.command === 'build';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // Vite's dev server injects inline scripts for hot reload, so the policy applies to builds.
        if (!production) return html;
        const head = [
          `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(env)}" />`,
          ...preconnectLinks(env),
          ...fontPreloadLinks(Object.keys(bundle ?? {})),
        ];
        return html.replace(
          '<meta charset="UTF-8" />',
          ['<meta charset="UTF-8" />', ...head].join('\n    '),
        );
      },
    },
    async generateBundle() {
      const siteUrl = env.VITE_SITE_URL || 'http://localhost:4173';
      const routes = await loadPublicRoutes();
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robots(siteUrl) });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemap(siteUrl, routes) });
    },
  };
}
