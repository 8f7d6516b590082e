/** Stylised leadership busts, numbered 1..4 by position (docs/requirements.md §2.7). */
import { artPalette as c } from '../../src/catalog';
import { darken, lighten, linear, radial, svgDoc } from './svg';

interface Bust {
  title: string;
  background: string;
  skin: string;
  outfit: string;
  /** Drawn behind the head (long hair, headdress drape). */
  back: string;
  /** Drawn over the head (hair, headdress, beard). */
  front: string;
  neckline: string;
}

const INK = '#2a180d';

const busts: Bust[] = [
  {
    title: 'Portrait of the chairman, wearing a white ghutra and agal',
    background: c.gold,
    skin: '#c99a74',
    outfit: '#fbf8f2',
    back: '<path d="M120 170C120 90 280 90 280 170L300 330H100Z" fill="#fbf8f2"/>',
    front:
      '<path d="M130 160C130 96 270 96 270 160C250 130 150 130 130 160Z" fill="#fbf8f2"/>' +
      `<ellipse cx="200" cy="118" rx="74" ry="14" fill="none" stroke="${INK}" stroke-width="8"/>` +
      `<ellipse cx="200" cy="128" rx="74" ry="14" fill="none" stroke="${INK}" stroke-width="6"/>` +
      `<path d="M152 228C160 262 240 262 248 228C238 246 162 246 152 228Z" fill="${darken(c.date, 0.4)}"/>`,
    neckline: `<path d="M176 300L200 330L224 300" stroke="${darken('#fbf8f2', 0.15)}" stroke-width="4" fill="none"/>`,
  },
  {
    title: 'Portrait of the managing director, wearing a rose shayla',
    background: c.pistachio,
    skin: '#d9ae8a',
    outfit: c.cocoa,
    back: `<path d="M118 190C110 80 290 80 282 190L296 320H104Z" fill="${c.rose}"/>`,
    front: `<path d="M126 200C120 100 280 100 274 200C262 140 138 140 126 200Z" fill="${c.rose}"/><path d="M140 128C170 112 230 112 260 128" stroke="${lighten(c.rose, 0.3)}" stroke-width="6" fill="none"/>`,
    neckline: `<path d="M120 330C160 300 240 300 280 330" stroke="${c.gold}" stroke-width="6" fill="none"/>`,
  },
  {
    title: 'Portrait of the operations director, short hair and beard, dark suit',
    background: c.rose,
    skin: '#b98462',
    outfit: c.cocoa,
    back: '',
    front:
      `<path d="M136 170C128 100 272 96 266 166C254 134 222 124 200 124S144 134 136 170Z" fill="${INK}"/>` +
      `<path d="M146 214C150 262 250 262 254 214C246 250 154 250 146 214Z" fill="${INK}"/>`,
    neckline: `<path d="M176 300L200 350L224 300Z" fill="${c.cream}"/><path d="M194 316H206L210 380H190Z" fill="${c.caramel}"/>`,
  },
  {
    title: 'Portrait of the marketing director, bob haircut, pistachio blazer',
    background: c.caramel,
    skin: '#8d5b3c',
    outfit: darken(c.pistachio, 0.15),
    back: `<path d="M118 180C110 80 290 80 282 180L288 268C270 276 250 270 246 256H154C150 270 130 276 112 268Z" fill="${c.date}"/>`,
    front: `<path d="M130 170C130 100 270 100 270 170C246 140 190 126 150 150C142 156 134 162 130 170Z" fill="${c.date}"/>`,
    neckline: [176, 188, 200, 212, 224]
      .map(
        (x, index) =>
          `<circle cx="${x}" cy="${318 + (index === 2 ? 6 : index % 2 ? 4 : 0)}" r="5" fill="${c.cream}"/>`,
      )
      .join(''),
  },
];

export function renderLeader(position: 1 | 2 | 3 | 4): string {
  const bust = busts[position - 1];
  if (!bust) throw new Error(`No leader ${position}`);
  return svgDoc(
    {
      width: 400,
      height: 400,
      title: bust.title,
      defs:
        radial('bg', [
          [0, lighten(bust.background, 0.45)],
          [1, bust.background],
        ]) +
        linear('of', [
          [0, lighten(bust.outfit, 0.1)],
          [1, darken(bust.outfit, 0.2)],
        ]) +
        radial(
          'sk',
          [
            [0, lighten(bust.skin, 0.15)],
            [1, darken(bust.skin, 0.08)],
          ],
          { cx: 0.4, cy: 0.35, r: 0.7 },
        ),
    },
    '<rect width="400" height="400" fill="url(#bg)"/>' +
      `<circle cx="200" cy="200" r="170" fill="none" stroke="${c.cream}" stroke-width="3" opacity=".6"/>` +
      bust.back +
      '<path d="M60 400C60 320 120 290 200 290S340 320 340 400Z" fill="url(#of)"/>' +
      `<rect x="176" y="236" width="48" height="66" rx="20" fill="${darken(bust.skin, 0.12)}"/>` +
      '<ellipse cx="200" cy="180" rx="62" ry="76" fill="url(#sk)"/>' +
      `<ellipse cx="178" cy="184" rx="6" ry="7" fill="${INK}"/><ellipse cx="222" cy="184" rx="6" ry="7" fill="${INK}"/>` +
      `<path d="M164 166Q178 158 190 166M210 166Q222 158 236 166" stroke="${INK}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      `<path d="M200 190V210Q196 214 192 212" stroke="${darken(bust.skin, 0.3)}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
      `<path d="M184 226Q200 238 216 226" stroke="${darken(bust.skin, 0.45)}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      bust.front +
      bust.neckline,
  );
}
