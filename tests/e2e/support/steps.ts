import { expect, test } from '@playwright/test';

/**
 * Checks cases alike in one test, each in a step named after it (docs/style.md §11): every case
 * is tried, a failed one does not stop the walk, and the test then fails naming every case whose
 * step failed. Each step has a whole test's time.
 */
export async function checkEach(steps: readonly (readonly [string, () => Promise<unknown>])[]) {
  test.setTimeout(Math.max(test.info().timeout, steps.length * 30_000));
  const failed: string[] = [];
  for (const [name, check] of steps) {
    await test.step(name, async () => void (await check())).catch(() => failed.push(name));
  }
  expect(failed, 'the steps that failed').toEqual([]);
}
