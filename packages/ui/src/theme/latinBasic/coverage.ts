/**
 * The characters of the basic Latin faces: ASCII and the punctuation, signs and spaces that the
 * seven languages' texts and their number formats set in the Latin fonts. The full Latin faces
 * (`@fontsource-variable/*`) stay declared for everything else, so a character outside this
 * list still renders in the brand font; it only costs the full face's download.
 */
export const latinBasicRanges: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e], // ASCII
  [0x00a0, 0x00a0], // no-break space (every language's currency format)
  [0x00a9, 0x00a9], // ©
  [0x00ab, 0x00ab], // «
  [0x00b7, 0x00b7], // ·
  [0x00bb, 0x00bb], // »
  [0x00d7, 0x00d7], // ×
  [0x200e, 0x200f], // direction marks (Arabic number formats)
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2026, 0x2026], // …
  [0x202f, 0x202f], // narrow no-break space
  [0x2066, 0x2069], // direction isolates
  [0x2212, 0x2212], // −
];

/** True when `character` (one code point) is in the basic faces. */
export function isLatinBasic(character: string): boolean {
  const code = character.codePointAt(0) ?? -1;
  return latinBasicRanges.some(([first, last]) => code >= first && code <= last);
}

/** Every character of the basic faces, for the font subsetter. */
export function latinBasicText(): string {
  return latinBasicRanges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
    )
    .join('');
}

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** The CSS `unicode-range` of the basic faces. */
export function latinBasicUnicodeRange(): string {
  return latinBasicRanges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(',');
}
