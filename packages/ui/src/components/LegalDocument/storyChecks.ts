import { expect } from 'storybook/test';

/**
 * Fails when any laid-out box inside `root` is wider than the room it has: long words in
 * ar, hi, ja, ko, zh or ru must wrap, never clip or push the page sideways.
 */
export async function expectNoOverflow(root: HTMLElement): Promise<void> {
  const offenders = [root, ...root.querySelectorAll<HTMLElement>('*')]
    .filter((element) => getComputedStyle(element).display !== 'inline')
    .filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  await expect(offenders).toEqual([]);
}

/** Headings start at h1 and never skip a level on the way down (h2 straight to h4). */
export async function expectHeadingsInOrder(root: HTMLElement): Promise<void> {
  const levels = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
    Number(heading.tagName.slice(1)),
  );
  await expect(levels[0]).toBe(1);
  const skips = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1);
  await expect(skips).toEqual([]);
}
