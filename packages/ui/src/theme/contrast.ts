import type { tokens } from './tokens';

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

type ColorToken = keyof typeof tokens.color;

/**
 * The text and background pairs the components use, by token: `tokens.test.ts` holds each to
 * WCAG AA (4.5:1) and the Colour docs page lists their ratios.
 */
export const textPairs: readonly { name: string; text: ColorToken; background: ColorToken }[] = [
  { name: 'text on background', text: 'text', background: 'background' },
  { name: 'text on surface', text: 'text', background: 'surface' },
  { name: 'text on sunken surface', text: 'text', background: 'surfaceSunken' },
  { name: 'muted text on background', text: 'textMuted', background: 'background' },
  { name: 'muted text on surface', text: 'textMuted', background: 'surface' },
  { name: 'muted text on sunken surface', text: 'textMuted', background: 'surfaceSunken' },
  { name: 'text on brand', text: 'textOnBrand', background: 'brand' },
  { name: 'link on background', text: 'link', background: 'background' },
  { name: 'link on surface', text: 'link', background: 'surface' },
  { name: 'accent on surface', text: 'accent', background: 'surface' },
  { name: 'critical on background', text: 'critical', background: 'background' },
  { name: 'critical on its soft tint', text: 'critical', background: 'criticalSoft' },
  { name: 'text on critical', text: 'textOnBrand', background: 'critical' },
  { name: 'success on its soft tint', text: 'success', background: 'successSoft' },
  { name: 'brand on accent tint', text: 'brand', background: 'accentSoft' },
  { name: 'text on toast', text: 'text', background: 'toast' },
];
