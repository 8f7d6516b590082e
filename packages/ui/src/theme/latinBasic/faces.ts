import { latinBasicUnicodeRange } from './coverage';

/**
 * The basic faces: each cut from the Latin file of a brand font and declared with the same
 * family, style and weights, so that it stands in front of that file for its characters.
 */
export const latinBasicFaces = [
  {
    family: 'Inter Variable',
    weight: '100 900',
    file: 'inter-latin-basic-wght-normal.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  },
  {
    family: 'Playfair Display Variable',
    weight: '400 900',
    file: 'playfair-display-latin-basic-wght-normal.woff2',
    source: '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  },
] as const;

/** The @font-face rules of the basic faces (`latinBasic.css`). */
export function latinBasicCss(): string {
  const rules = latinBasicFaces.map(({ family, weight, file }) =>
    [
      '@font-face {',
      `  font-family: '${family}';`,
      '  font-style: normal;',
      '  font-display: swap;',
      `  font-weight: ${weight};`,
      `  src: url(./${file}) format('woff2-variations');`,
      `  unicode-range: ${latinBasicUnicodeRange()};`,
      '}',
    ].join('\n'),
  );
  return [
    '/* Written by `npm run fonts` from ./faces.ts and ./coverage.ts. Imported after the full',
    '   faces: of two faces that cover a character, the one declared last is used. */',
    ...rules,
    '',
  ].join('\n');
}
