import { describe, expect, it } from 'vitest';
import { tokens } from './tokens';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const { color } = tokens;

describe('theme colours meet WCAG AA for text (4.5:1)', () => {
  it.each([
    ['text on background', color.text, color.background],
    ['text on surface', color.text, color.surface],
    ['text on sunken surface', color.text, color.surfaceSunken],
    ['muted text on background', color.textMuted, color.background],
    ['muted text on surface', color.textMuted, color.surface],
    ['muted text on sunken surface', color.textMuted, color.surfaceSunken],
    ['text on brand', color.textOnBrand, color.brand],
    ['link on background', color.link, color.background],
    ['link on surface', color.link, color.surface],
    ['accent on surface', color.accent, color.surface],
    ['critical on background', color.critical, color.background],
    ['critical on its soft tint', color.critical, color.criticalSoft],
    ['text on critical', color.textOnBrand, color.critical],
    ['success on its soft tint', color.success, color.successSoft],
    ['brand on accent tint', color.brand, color.accentSoft],
    ['text on toast', color.text, color.toast],
  ])('%s', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('the contrast check itself tells a failing pair', () => {
    expect(contrast('#777777', '#888888')).toBeLessThan(4.5);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0);
  });
});
