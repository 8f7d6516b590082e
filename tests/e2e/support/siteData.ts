import type { Page } from '@playwright/test';

/** As browsers do when site data is blocked: even reaching the storage throws. */
export async function blockSiteData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const area of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, area, {
        configurable: true,
        get() {
          throw new DOMException(`Access to ${area} is denied for this document.`, 'SecurityError');
        },
      });
    }
  });
}
