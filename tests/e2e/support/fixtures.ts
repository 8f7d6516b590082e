import { test as base, expect, type Page } from '@playwright/test';
import {
  mailOutbox,
  mailUploads,
  type MailOutboxEntry,
  type UploadedFileRecord,
} from '@rimal/mocks';
import { startMockHttpServer, type MockHttpServer } from '@rimal/mocks/server';
import { api } from '../../servers';

/**
 * The site is built against the demo back ends on :8787, or MOCK_API_PORT (tests/servers.ts).
 * That one server keeps checkout sessions, used prize codes and scenarios in memory, so two workers
 * sharing it would reset or break each other's state. Each worker therefore starts its own
 * copy of the same server on a free port, and its browser connects there whenever a page asks
 * for that address (Chromium's host mapping): the requests go out as the site makes them, with
 * no stop in the test process on the way (that forwarding took 0.5 s for a page's four content
 * reads).
 */
export const SITE_API = api;
const SITE_API_HOST = new URL(SITE_API).host;

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

/**
 * A prerendered page shows its buttons and fields before the app has taken it over; a click
 * there does nothing yet. A shopper waits for the page to answer; a test waits for the site's
 * mark (`html[data-started]`, app/src/main.tsx), or for a page that will not start (its own
 * error screen), after every load.
 */
export async function waitForSiteStart(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.documentElement.dataset.started !== undefined ||
        document.querySelector('#root [role="alert"]') !== null,
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

/**
 * Opens `path` as a shopper reaches it from another page of the site: the app reads its content
 * then, where a prerendered page arrives with the build's. From the about page (which reads
 * none), through the history, as Back and Forward move.
 */
export async function openInSite(page: Page, path: string): Promise<void> {
  await page.goto(ABOUT);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A page that reads no content of its own (docs/requirements.md §2): the frame's categories only. */
const ABOUT = '/about';

export const test = base.extend<{ mockApi: MockApi }, { mockServer: MockHttpServer }>({
  page: [
    async ({ page }, use) => {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForSiteStart(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForSiteStart(page);
        return response;
      };
      await use(page);
    },
    { scope: 'test' },
  ],
  mockServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startMockHttpServer({ port: 0, scenarios: '' });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, mockServer }, use) => {
      const { port } = new URL(mockServer.url);
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          `--host-resolver-rules=MAP ${SITE_API_HOST} 127.0.0.1:${port}`,
        ],
      });
    },
    { scope: 'worker' },
  ],
  mockApi: [
    async ({ mockServer }, use) => {
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
      await use(api);
      // Nothing a test switched on (a failing back end, say) reaches the next test.
      await api.reset();
    },
    { auto: true },
  ],
});

export { expect };

export const isMobile = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 768;
