/** Base URLs of the three demo back ends plus the content token (docs/contracts.md §5). */
export interface DemoEndpoints {
  /** Content service (Strapi 5 REST), e.g. `/demo-api/content/api`. */
  readonly content: string;
  /** Media host: a media url `/uploads/x.svg` is served at `<media>/uploads/x.svg`. */
  readonly media: string;
  /** Shop API (checkout sessions, prize codes, orders). */
  readonly shop: string;
  /** Mail service (uploads, register, sendmail). */
  readonly mail: string;
  /** Bearer token the content service accepts. */
  readonly token: string;
  /** Which major the content service answers as: Strapi 5 unless `v4` is asked for. */
  readonly contentFormat?: 'v5' | 'v4';
}

export const DEMO_CONTENT_TOKEN = 'demo-read-only-token';

export const DEFAULT_MOCK_API_PORT = 8787;

/** Same-origin paths used by the browser demo mode and Storybook. */
export const demoEndpoints: DemoEndpoints = {
  content: '/demo-api/content/api',
  media: '/demo-media',
  shop: '/demo-api/shop',
  mail: '/demo-api/mail',
  token: DEMO_CONTENT_TOKEN,
};

/**
 * The demo paths made absolute. MSW in Node cannot match relative paths (there is no document
 * to resolve them against), so node tests use this with any origin, e.g. `http://demo.test`.
 */
export function demoEndpointsAt(origin: string): DemoEndpoints {
  const base = trimSlash(origin);
  return {
    content: base + demoEndpoints.content,
    media: base + demoEndpoints.media,
    shop: base + demoEndpoints.shop,
    mail: base + demoEndpoints.mail,
    token: DEMO_CONTENT_TOKEN,
  };
}

/** The addresses of the local HTTP mock server (`npm run mock-api`). */
export function httpEndpoints(
  port: number = DEFAULT_MOCK_API_PORT,
  host = 'localhost',
): DemoEndpoints {
  const origin = `http://${host}:${port}`;
  return {
    content: `${origin}/content/api`,
    media: `${origin}/content`,
    shop: `${origin}/shop`,
    mail: `${origin}/mail`,
    token: DEMO_CONTENT_TOKEN,
  };
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Resolves a media url (`/uploads/x.svg`) against the media host. */
export function mediaUrl(endpoints: Pick<DemoEndpoints, 'media'>, path: string): string {
  return /^https?:\/\//.test(path) ? path : trimSlash(endpoints.media) + path;
}
