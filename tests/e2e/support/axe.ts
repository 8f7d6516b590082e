// The axe scan of a page, shared by the e2e and the visual pages step.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Waits until loading states are gone, so the scan sees the page a visitor reads. */
export async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [data-skeleton]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Scans the page; on failure the message lists rule, impact, targets and help URL. */
export async function expectNoViolations(page: Page, testInfo: TestInfo, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const report = violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}`,
        `  help: ${violation.helpUrl}`,
        ...violation.nodes.map((node) => `  target: ${node.target.join(' ')}`),
      ].join('\n'),
    )
    .join('\n');
  if (violations.length > 0) {
    await testInfo.attach('axe-violations.json', {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(violations, `axe violations on ${page.url()}:\n${report}`).toEqual([]);
}
