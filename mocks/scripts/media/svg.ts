/** Tiny helpers for hand-written, deterministic SVG. */

export const FONT_DISPLAY = "'Playfair Display Variable','Playfair Display',Georgia,serif";
export const FONT_BODY = "'Inter Variable',Inter,'Segoe UI',system-ui,sans-serif";

/** Rounds to one decimal so files stay small. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export interface DocOptions {
  width: number;
  height: number;
  title: string;
  defs?: string;
  style?: string;
}

/** A complete SVG document with xmlns, viewBox, width, height and an accessible title. */
export function svgDoc(options: DocOptions, body: string): string {
  const { width, height, title } = options;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">`,
    `<title>${esc(title)}</title>`,
    options.style ? `<style>${options.style}</style>` : '',
    options.defs ? `<defs>${options.defs}</defs>` : '',
    body,
    '</svg>',
    '',
  ].join('');
}

const hex = (value: number) =>
  Math.round(Math.max(0, Math.min(255, value)))
    .toString(16)
    .padStart(2, '0');

function rgb(color: string): [number, number, number] {
  const value = color.replace('#', '');
  return [
    parseInt(value.slice(0, 2), 16),
    parseInt(value.slice(2, 4), 16),
    parseInt(value.slice(4, 6), 16),
  ];
}

/** Mixes two hex colours; t = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return `#${hex(r1 + (r2 - r1) * t)}${hex(g1 + (g2 - g1) * t)}${hex(b1 + (b2 - b1) * t)}`;
}

export const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
export const darken = (color: string, t: number) => mix(color, '#000000', t);

/** Relative brightness 0..1, to choose readable text on a colour. */
export function luminance(color: string): number {
  const [r, g, b] = rgb(color);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** A seeded random generator (mulberry32), so generated art never changes between runs. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function linear(
  id: string,
  stops: [number, string, number?][],
  direction: { x1?: number; y1?: number; x2?: number; y2?: number } = { y2: 1 },
): string {
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 0 } = direction;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([offset, color, opacity]) => stop(offset, color, opacity))
    .join('')}</linearGradient>`;
}

export function radial(
  id: string,
  stops: [number, string, number?][],
  at: { cx?: number; cy?: number; r?: number } = {},
): string {
  const { cx = 0.5, cy = 0.5, r = 0.5 } = at;
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([offset, color, opacity]) => stop(offset, color, opacity))
    .join('')}</radialGradient>`;
}

function stop(offset: number, color: string, opacity?: number): string {
  return `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`;
}

/** A soft blur, for shadows. */
export const blur = (id: string, deviation: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;

export function text(
  x: number,
  y: number,
  content: string,
  attrs: {
    size: number;
    fill: string;
    family?: string;
    weight?: number | string;
    anchor?: string;
    spacing?: number;
    style?: string;
  },
): string {
  return `<text x="${n(x)}" y="${n(y)}" font-family="${attrs.family ?? FONT_DISPLAY}" font-size="${attrs.size}" fill="${attrs.fill}" text-anchor="${attrs.anchor ?? 'middle'}"${attrs.weight ? ` font-weight="${attrs.weight}"` : ''}${attrs.spacing ? ` letter-spacing="${attrs.spacing}"` : ''}${attrs.style ? ` font-style="${attrs.style}"` : ''}>${esc(content)}</text>`;
}

/** A five-lobed sparkle, used for gold flecks and stars. */
export function sparkle(x: number, y: number, r: number, fill: string, opacity = 1): string {
  const inner = r * 0.28;
  return `<path d="M${n(x)} ${n(y - r)}Q${n(x + inner)} ${n(y - inner)} ${n(x + r)} ${n(y)}Q${n(x + inner)} ${n(y + inner)} ${n(x)} ${n(y + r)}Q${n(x - inner)} ${n(y + inner)} ${n(x - r)} ${n(y)}Q${n(x - inner)} ${n(y - inner)} ${n(x)} ${n(y - r)}Z" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}
