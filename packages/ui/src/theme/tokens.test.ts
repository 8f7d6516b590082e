import { describe, expect, it } from 'vitest';
import { contrast, textPairs } from './contrast';
import { tokens } from './tokens';

const { color } = tokens;

describe('theme colours meet WCAG AA for text (4.5:1)', () => {
  it.each(textPairs.map((pair) => [pair.name, color[pair.text], color[pair.background]]))(
    '%s',
    (_name, foreground, background) => {
      expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('the contrast check itself tells a failing pair', () => {
    expect(contrast('#777777', '#888888')).toBeLessThan(4.5);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0);
  });
});
