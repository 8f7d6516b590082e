import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import {
  mailOutbox,
  mailUploads,
  type MailOutboxEntry,
  type UploadedFileRecord,
} from '@rimal/mocks';
import { startMockHttpServer, type MockHttpServer } from '@rimal/mocks/server';

/**
 * The site is built against the demo back ends on :8787 (tests/playwright.config.ts). That one
 * server keeps checkout sessions, used prize codes and scenarios in memory, so two workers
 * sharing it would reset or break each other's state. Each worker therefore starts its own
 * copy of the same server on a free port, and every browser context sends the site's API calls
 * (shop, mail and content API; not the static media) there instead of to :8787.
 */
export const SITE_API = 'http://localhost:8787';
const API_CALLS = /^http:\/\/localhost:8787\/(shop|mail|content\/api)\//;

export type Scenario =
  `${'content' | 'shop' | 'mail'}:${'slow' | 'error' | 'network' | 'empty'}` | 'content:changed';

export interface MockApi {
  /** Base URL of this worker's mock server. */
  url: string;
  /** `POST /__mock/scenarios`: e.g. `shop:error`, several joined by commas. */
  scenario(...scenarios: Scenario[]): Promise<void>;
  /** `POST /__mock/reset`: clears sessions, orders, used codes, the mail log and scenarios. */
  reset(): Promise<void>;
  /** What the mail service received (register and sendmail calls), oldest first. */
  outbox(): MailOutboxEntry[];
  /** The files the mail service's upload endpoint accepted. */
  uploads(): UploadedFileRecord[];
}

async function post(url: string, body?: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

async function routeApiTo(context: BrowserContext, target: string): Promise<void> {
  await context.route(API_CALLS, async (route) => {
    const url = route.request().url().replace(SITE_API, target);
    try {
      const response = await route.fetch({ url, maxRedirects: 0 });
      await route.fulfill({ response });
    } catch {
      // The `network` scenario drops the connection: the browser sees a failed request.
      await route.abort('failed').catch(() => undefined);
    }
  });
}

export const test = base.extend<{ mockApi: MockApi }, { mockServer: MockHttpServer }>({
  mockServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startMockHttpServer({ port: 0, scenarios: '' });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  mockApi: [
    async ({ mockServer, context }, use) => {
      const api: MockApi = {
        url: mockServer.url,
        scenario: (...scenarios) =>
          post(`${mockServer.url}/__mock/scenarios`, { demo: scenarios.join(',') }),
        reset: () => post(`${mockServer.url}/__mock/reset`),
        // The server runs in this worker process, so its state is readable directly.
        outbox: () => mailOutbox(),
        uploads: () => mailUploads(),
      };
      await api.reset();
      await routeApiTo(context, mockServer.url);
      await use(api);
      // Nothing a test switched on (a failing back end, say) reaches the next test.
      await api.reset();
    },
    { auto: true },
  ],
});

export { expect };

export const isMobile = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 768;
