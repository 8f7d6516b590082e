import type { Page } from '@playwright/test';
import { SITE_API } from './fixtures';

/**
 * Offline for the site's API calls too: the mockApi fixture answers them from Node through a
 * context route, which the browser's offline emulation may never meet; so they are refused here
 * as an offline browser refuses them (a page route comes before the context's).
 */
const API_CALLS = `${SITE_API}/**`;

export async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.route(API_CALLS, (route) => route.abort('internetdisconnected'));
}

export async function goOnline(page: Page): Promise<void> {
  await page.unroute(API_CALLS);
  await page.context().setOffline(false);
}
