// The axe scan of a page, shared by the e2e and the visual steps.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe in the page's own frame and returns its violations. @axe-core/playwright's
 * `AxeBuilder` injects axe into every frame at each scan and finishes the run in a new blank
 * page: 1.2 to 1.5 s a scan of a docs page here, against 0.35 s for this, measured side by side.
 * Frames are not entered: the site has none of its own, and the stories a docs page shows in
 * frames are scanned on their own.
 */
export async function axeViolations(
  page: Page,
  context: ElementContext | undefined,
  options: RunOptions,
): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // As JSON: Playwright's types for a serialized argument recurse through axe's without end.
  const scan = JSON.stringify({ context, options });
  return page.evaluate((json) => {
    const { context, options } = JSON.parse(json) as { context?: unknown; options: object };
    const { axe } = window as unknown as {
      axe: {
        reset: () => void;
        run: (context: unknown, options: object) => Promise<Pick<AxeResults, 'violations'>>;
      };
    };
    // Storybook's a11y addon brings its own axe and configures it for the story it last scanned.
    axe.reset();
    return axe
      .run(context ?? document, { ...options, iframes: false, resultTypes: ['violations'] })
      .then((results) => results.violations);
  }, scan);
}

/** Waits until loading states are gone, so the scan sees the page a visitor reads. */
export async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [data-skeleton]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Scans the page; on failure the message lists rule, impact, targets and help URL. */
export async function expectNoViolations(page: Page, testInfo: TestInfo, include?: string) {
  const violations = await axeViolations(page, include ? { include: [include] } : undefined, {
    runOnly: { type: 'tag', values: TAGS },
  });
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
