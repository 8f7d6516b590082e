import type { MouseEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { opensElsewhere } from './opensElsewhere';

const click = (changes: Partial<MouseEvent> = {}) =>
  ({
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...changes,
  }) as MouseEvent;

describe('opensElsewhere', () => {
  it('is false for a plain primary click, which the script follows', () => {
    expect(opensElsewhere(click())).toBe(false);
  });

  it.each([
    ['the middle button', { button: 1 }],
    ['Cmd', { metaKey: true }],
    ['Ctrl', { ctrlKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
  ])('is true for %s, left to the browser', (_name, changes) => {
    expect(opensElsewhere(click(changes))).toBe(true);
  });
});
