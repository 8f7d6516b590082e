/**
 * Product "photography" placeholders: a top view of the pieces on a plate, board or slate
 * (img) and a pack shot (img2). Every product gets its own colours, pieces and pack.
 */
import type { ProductArt } from '../../src/catalog';
import { artPalette as c } from '../../src/catalog';
import {
  blur,
  darken,
  FONT_BODY,
  lighten,
  linear,
  luminance,
  mix,
  n,
  radial,
  seeded,
  sparkle,
  svgDoc,
  text,
} from './svg';

const SIZE = 800;
const INK = '#2a180d';

export interface ProductSubject {
  id: number;
  title: string;
  weight: string;
  art: ProductArt;
}

// ---------------------------------------------------------------- pieces

function toppingBits(art: ProductArt, random: () => number, spread: number, count: number): string {
  if (!art.topping) return '';
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const x = (random() - 0.5) * spread * 2;
    const y = (random() - 0.7) * spread * 0.9;
    const size = 2.5 + random() * 3.5;
    out +=
      art.topping === c.gold
        ? sparkle(x, y, size + 3, c.gold)
        : `<rect x="${n(x)}" y="${n(y)}" width="${n(size * 1.6)}" height="${n(size)}" rx="1.5" transform="rotate(${Math.round(random() * 180)} ${n(x)} ${n(y)})" fill="${art.topping}"/>`;
  }
  return out;
}

const shadow = (rx: number, ry: number, dy = 14) =>
  `<ellipse cx="6" cy="${dy}" rx="${rx}" ry="${ry}" fill="${INK}" opacity=".4" filter="url(#cs)"/>`;

/** One piece drawn around (0, 0); the symbol `#p` every layout reuses. */
function piece(art: ProductArt, random: () => number): string {
  const drizzle = art.drizzle
    ? (d: string, width = 4.5) =>
        `<path d="${d}" stroke="${art.drizzle}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
    : () => '';
  switch (art.piece) {
    case 'date':
      return (
        shadow(64, 30) +
        '<path d="M-66 2C-63-27-24-37 6-35C42-33 67-20 67 1C67 25 38 36 3 36C-33 36-68 28-66 2Z" fill="url(#ct)"/>' +
        '<path d="M-42-19C-18-30 17-30 40-20" stroke="#fff" stroke-opacity=".33" stroke-width="6" fill="none" stroke-linecap="round"/>' +
        drizzle('M-50 10L-38-20L-26 14L-14-24L-2 16L10-24L22 14L34-20L46 8') +
        toppingBits(art, random, 34, 6)
      );
    case 'truffle':
      return (
        shadow(46, 40, 12) +
        '<circle r="46" fill="url(#ct)"/>' +
        '<ellipse cx="-14" cy="-18" rx="18" ry="10" fill="#fff" opacity=".22"/>' +
        drizzle('M-34-6C-20-22 20-22 34-6M-30 10C-16-6 16-6 30 10', 3.5) +
        toppingBits(art, random, 22, 5)
      );
    case 'bar': {
      let squares = '';
      for (let row = 0; row < 2; row += 1) {
        for (let col = 0; col < 4; col += 1) {
          const x = -84 + col * 42;
          const y = -38 + row * 38;
          squares += `<rect x="${x + 4}" y="${y + 4}" width="34" height="30" rx="4" fill="url(#ct)" stroke="${darken(art.coat, 0.35)}" stroke-width="2"/><path d="M${x + 8} ${y + 8}h26" stroke="#fff" stroke-opacity=".3" stroke-width="3" stroke-linecap="round"/>`;
        }
      }
      return (
        shadow(92, 44, 16) +
        `<rect x="-88" y="-42" width="176" height="84" rx="8" fill="${darken(art.coat, 0.25)}"/>` +
        squares +
        toppingBits(art, random, 70, 8)
      );
    }
    case 'bite': {
      let flakes = '';
      for (let index = 0; index < 9; index += 1) {
        const angle = random() * Math.PI * 2;
        const radius = random() * 26;
        flakes += `<ellipse cx="${n(Math.cos(angle) * radius)}" cy="${n(Math.sin(angle) * radius)}" rx="5" ry="2" transform="rotate(${Math.round(random() * 180)} ${n(Math.cos(angle) * radius)} ${n(Math.sin(angle) * radius)})" fill="${art.topping ?? c.cream}" opacity=".9"/>`;
      }
      return (
        shadow(38, 34, 10) +
        '<circle r="38" fill="url(#ct)"/>' +
        drizzle('M-30 4C-14-10 14 10 30-4', 5) +
        flakes +
        '<ellipse cx="-12" cy="-16" rx="12" ry="6" fill="#fff" opacity=".2"/>'
      );
    }
    case 'chip':
      return (
        shadow(40, 30, 8) +
        `<path d="M-40 0C-40-22-18-32 2-31C26-30 41-16 40 2C39 22 18 31-2 30C-24 29-40 18-40 0Z" fill="${lighten(art.coat, 0.15)}"/>` +
        `<ellipse rx="27" ry="20" fill="none" stroke="${darken(art.coat, 0.3)}" stroke-width="4" opacity=".55"/>` +
        `<ellipse rx="9" ry="5" fill="${darken(art.coat, 0.45)}"/>` +
        toppingBits(art, random, 22, 5)
      );
    case 'cluster': {
      let balls = '';
      for (let index = 0; index < 6; index += 1) {
        const angle = (index / 6) * Math.PI * 2 + random();
        const radius = index === 0 ? 0 : 18 + random() * 6;
        balls += `<circle cx="${n(Math.cos(angle) * radius)}" cy="${n(Math.sin(angle) * radius)}" r="${n(13 + random() * 6)}" fill="url(#ct)"/>`;
      }
      return shadow(40, 34, 10) + balls + toppingBits(art, random, 26, 4);
    }
    case 'pop':
      return (
        `<rect x="-5" y="-160" width="10" height="124" rx="4" fill="${c.cream}" stroke="${darken(c.cream, 0.2)}"/>` +
        shadow(42, 38, 10) +
        '<circle r="42" fill="url(#ct)"/>' +
        '<ellipse cx="-14" cy="-16" rx="14" ry="8" fill="#fff" opacity=".22"/>' +
        [c.rose, c.pistachio, c.gold, c.cream, c.rose, c.pistachio]
          .map((fill, index) => {
            const angle = index + random();
            return `<circle cx="${n(Math.cos(angle) * 24)}" cy="${n(Math.sin(angle) * 24)}" r="4" fill="${fill}"/>`;
          })
          .join('')
      );
    case 'spread':
    case 'granola':
      return (
        shadow(64, 30) +
        `<path d="M-66 2C-63-27-24-37 6-35C42-33 67-20 67 1C67 25 38 36 3 36C-33 36-68 28-66 2Z" fill="${c.date}"/>` +
        '<path d="M-42-19C-18-30 17-30 40-20" stroke="#fff" stroke-opacity=".3" stroke-width="6" fill="none" stroke-linecap="round"/>'
      );
  }
}

// ---------------------------------------------------------------- surfaces and layouts

function surface(art: ProductArt, random: () => number): { defs: string; body: string } {
  switch (art.surface) {
    case 'plate':
      return {
        defs: radial('sf', [
          [0, '#fffdf9'],
          [0.78, c.cream],
          [0.9, '#e9dcc6'],
          [1, '#fffaf1'],
        ]),
        body:
          `<ellipse cx="414" cy="424" rx="296" ry="290" fill="${INK}" opacity=".35" filter="url(#ss)"/>` +
          '<circle cx="400" cy="400" r="292" fill="url(#sf)"/>' +
          `<circle cx="400" cy="400" r="236" fill="none" stroke="${c.gold}" stroke-width="3" opacity=".7"/>` +
          '<circle cx="400" cy="400" r="286" fill="none" stroke="#fff" stroke-width="4" opacity=".8"/>',
      };
    case 'board': {
      let grain = '';
      for (let index = 0; index < 9; index += 1) {
        const y = 170 + index * 56 + random() * 20;
        grain += `<path d="M130 ${n(y)}C300 ${n(y - 18 + random() * 36)} 480 ${n(y + 22)} 670 ${n(y - 8)}" stroke="${darken(c.caramel, 0.3)}" stroke-width="2.5" fill="none" opacity=".35"/>`;
      }
      return {
        defs: linear(
          'sf',
          [
            [0, lighten(c.caramel, 0.2)],
            [0.5, c.caramel],
            [1, darken(c.caramel, 0.18)],
          ],
          { x2: 1, y2: 1 },
        ),
        body:
          `<rect x="128" y="150" width="580" height="560" rx="44" fill="${INK}" opacity=".38" filter="url(#ss)"/>` +
          '<rect x="110" y="120" width="580" height="560" rx="44" fill="url(#sf)"/>' +
          grain +
          `<circle cx="400" cy="152" r="12" fill="${darken(c.caramel, 0.4)}" opacity=".6"/>`,
      };
    }
    case 'slate':
      return {
        defs: linear('sf', [
          [0, '#4a3e38'],
          [1, '#2b2421'],
        ]),
        body:
          `<path d="M146 186L660 150L676 632L132 660Z" fill="${INK}" opacity=".45" filter="url(#ss)"/>` +
          '<path d="M130 160L652 128L668 612L118 640Z" fill="url(#sf)"/>' +
          '<path d="M130 160L652 128" stroke="#fff" stroke-opacity=".15" stroke-width="4"/>',
      };
  }
}

function layout(art: ProductArt, random: () => number): string {
  const placed = (x: number, y: number, rotate = 0, scale = 1) =>
    `<use href="#p" transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(rotate)})${scale === 1 ? '' : ` scale(${n(scale)})`}"/>`;
  switch (art.piece) {
    case 'date':
    case 'truffle':
    case 'bite': {
      const ring = art.piece === 'date' ? 6 : 7;
      const radius = art.piece === 'date' ? 168 : 150;
      let out = '';
      for (let index = 0; index < ring; index += 1) {
        const angle = (index / ring) * Math.PI * 2 - Math.PI / 2;
        out += placed(
          400 + Math.cos(angle) * radius,
          400 + Math.sin(angle) * radius,
          art.piece === 'date' ? (angle * 180) / Math.PI + 90 : random() * 40,
        );
      }
      return out + placed(400, 400, art.piece === 'date' ? -20 : 0, 1.08);
    }
    case 'bar':
      return placed(392, 270, -10, 1.25) + placed(410, 410, 5, 1.25) + placed(392, 550, -4, 1.25);
    case 'chip':
    case 'cluster': {
      let out = '';
      const count = art.piece === 'chip' ? 15 : 10;
      for (let index = 0; index < count; index += 1) {
        const angle = index * 2.4;
        const radius = 40 + Math.sqrt(index / count) * 175;
        out += placed(
          400 + Math.cos(angle) * radius,
          400 + Math.sin(angle) * radius,
          random() * 360,
          0.9 + random() * 0.35,
        );
      }
      return out;
    }
    case 'pop': {
      let out = '';
      for (let index = 0; index < 6; index += 1) {
        const angle = (index / 6) * 360 + 30;
        out += `<g transform="rotate(${angle} 400 400)">${placed(400, 250, 0)}</g>`;
      }
      return out;
    }
    case 'spread':
    case 'granola':
      return bowl(art, random);
  }
}

/** A bowl of spread, syrup or granola with a spoon and a few dates beside it. */
function bowl(art: ProductArt, random: () => number): string {
  const glossy = art.piece === 'spread';
  let contents = '';
  if (glossy) {
    contents =
      '<circle cx="400" cy="400" r="170" fill="url(#ct)"/>' +
      `<path d="M400 330C470 330 480 420 410 430C350 440 340 380 390 372C420 368 430 400 405 404" stroke="${lighten(art.coat, 0.35)}" stroke-width="9" fill="none" stroke-linecap="round" opacity=".8"/>` +
      '<ellipse cx="340" cy="320" rx="50" ry="18" fill="#fff" opacity=".18" transform="rotate(-30 340 320)"/>';
  } else {
    contents = `<circle cx="400" cy="400" r="170" fill="${lighten(c.cream, 0.3)}"/>`;
    for (let index = 0; index < 46; index += 1) {
      const angle = index * 2.4;
      const radius = Math.sqrt(index / 46) * 150;
      const x = 400 + Math.cos(angle) * radius;
      const y = 400 + Math.sin(angle) * radius;
      const fill = index % 5 === 0 ? c.date : index % 7 === 0 ? lighten(c.caramel, 0.5) : art.coat;
      contents += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(12 + random() * 8)}" ry="${n(9 + random() * 5)}" transform="rotate(${Math.round(random() * 180)} ${n(x)} ${n(y)})" fill="${fill}" stroke="${darken(art.coat, 0.3)}" stroke-width="1.5"/>`;
    }
  }
  return (
    `<ellipse cx="414" cy="420" rx="222" ry="216" fill="${INK}" opacity=".4" filter="url(#ss)"/>` +
    `<circle cx="400" cy="400" r="212" fill="${lighten(art.box, 0.35)}"/>` +
    `<circle cx="400" cy="400" r="196" fill="${darken(art.box, 0.08)}"/>` +
    contents +
    `<path d="M560 560L700 700" stroke="${darken(c.caramel, 0.25)}" stroke-width="22" stroke-linecap="round"/>` +
    `<ellipse cx="532" cy="532" rx="46" ry="32" transform="rotate(45 532 532)" fill="${darken(c.caramel, 0.2)}"/>` +
    `<ellipse cx="532" cy="532" rx="32" ry="20" transform="rotate(45 532 532)" fill="${glossy ? art.coat : c.caramel}"/>` +
    `<use href="#p" transform="translate(150 640) rotate(-30) scale(.8)"/>` +
    `<use href="#p" transform="translate(650 160) rotate(60) scale(.8)"/>`
  );
}

function nameCard(subject: ProductSubject, y: number): string {
  const { art } = subject;
  const width = Math.max(300, art.shortName.length * 19 + 90);
  const x = 400 - width / 2;
  return (
    `<rect x="${n(x + 4)}" y="${y + 6}" width="${n(width)}" height="84" rx="14" fill="${INK}" opacity=".25" filter="url(#cs)"/>` +
    `<rect x="${n(x)}" y="${y}" width="${n(width)}" height="84" rx="14" fill="${c.cream}" stroke="${c.gold}" stroke-width="3"/>` +
    text(400, y + 30, art.brand.toUpperCase(), {
      size: 15,
      fill: c.caramel,
      family: FONT_BODY,
      weight: 600,
      spacing: 3,
    }) +
    text(400, y + 66, art.shortName, { size: 32, fill: c.cocoa, weight: 600 })
  );
}

function pieceDefs(art: ProductArt): string {
  return (
    radial(
      'ct',
      [
        [0, lighten(art.coat, 0.38)],
        [0.55, art.coat],
        [1, darken(art.coat, 0.38)],
      ],
      { cx: 0.36, cy: 0.3, r: 0.78 },
    ) +
    blur('cs', 7) +
    blur('ss', 14)
  );
}

/** Top view: the pieces served on the product's surface (the `img` picture). */
export function renderProductTop(subject: ProductSubject): string {
  const { art } = subject;
  const random = seeded(subject.id * 7919 + 1);
  const tint = mix(c.cream, art.box === c.cream ? c.gold : art.box, 0.28);
  const ground = surface(art, random);
  let garnish = '';
  for (let index = 0; index < 14; index += 1) {
    const angle = random() * Math.PI * 2;
    const radius = 330 + random() * 70;
    const x = 400 + Math.cos(angle) * radius;
    const y = 400 + Math.sin(angle) * radius;
    garnish +=
      index % 3 === 0
        ? sparkle(x, y, 6 + random() * 6, c.gold, 0.8)
        : `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(5 + random() * 5)}" ry="${n(3 + random() * 3)}" fill="${index % 2 ? (art.topping ?? c.caramel) : c.pistachio}" opacity=".75"/>`;
  }
  const bodyOnSurface = art.piece === 'spread' || art.piece === 'granola' ? '' : ground.body;
  return svgDoc(
    {
      width: SIZE,
      height: SIZE,
      title: `${subject.title}: top view, ${art.brand}`,
      defs:
        radial(
          'bg',
          [
            [0, '#fffaf2'],
            [1, tint],
          ],
          { cx: 0.5, cy: 0.42, r: 0.75 },
        ) +
        ground.defs +
        pieceDefs(art) +
        `<g id="p">${piece(art, seeded(subject.id))}</g>`,
    },
    '<rect width="800" height="800" fill="url(#bg)"/>' +
      `<path d="M0 0H300L0 300Z" fill="${art.ribbon === c.cream ? c.rose : art.ribbon}" opacity=".35"/>` +
      `<path d="M0 40L40 0M0 100L100 0M0 160L160 0M0 220L220 0" stroke="${c.cream}" stroke-width="6" opacity=".5"/>` +
      garnish +
      bodyOnSurface +
      layout(art, random) +
      nameCard(subject, 692),
  );
}

// ---------------------------------------------------------------- pack shots

function labelText(
  subject: ProductSubject,
  x: number,
  y: number,
  on: string,
  maxWidth: number,
): string {
  const ink = luminance(on) > 0.55 ? c.cocoa : c.cream;
  const accent = luminance(on) > 0.55 ? c.caramel : c.gold;
  // Playfair's average glyph is about half an em wide; long names get a smaller size.
  const nameSize = Math.min(30, Math.floor(maxWidth / (subject.art.shortName.length * 0.52)));
  return (
    text(x, y, subject.art.brand.toUpperCase(), {
      size: 14,
      fill: accent,
      family: FONT_BODY,
      weight: 600,
      spacing: 3,
    }) +
    text(x, y + 38, subject.art.shortName, { size: nameSize, fill: ink, weight: 600 }) +
    text(x, y + 64, subject.weight, { size: 15, fill: accent, family: FONT_BODY })
  );
}

function boxPack(subject: ProductSubject): string {
  const { art } = subject;
  const band = art.ribbon;
  return (
    '<path d="M180 380L280 320H660L560 380Z" fill="url(#bt)"/>' +
    '<rect x="180" y="380" width="380" height="230" fill="url(#bf)"/>' +
    '<path d="M560 380L660 320V550L560 610Z" fill="url(#bs)"/>' +
    `<rect x="192" y="392" width="356" height="206" fill="none" stroke="${c.gold}" stroke-width="2" opacity=".6"/>` +
    `<path d="M478 380L578 320H612L512 380Z" fill="${band}"/>` +
    `<rect x="478" y="380" width="34" height="230" fill="${band}"/>` +
    `<rect x="478" y="380" width="34" height="230" fill="url(#sh)" opacity=".5"/>` +
    `<ellipse cx="522" cy="338" rx="46" ry="18" transform="rotate(-24 522 338)" fill="none" stroke="${band}" stroke-width="14"/>` +
    `<ellipse cx="576" cy="338" rx="46" ry="18" transform="rotate(24 576 338)" fill="none" stroke="${band}" stroke-width="14"/>` +
    `<circle cx="550" cy="350" r="13" fill="${darken(band, 0.15)}"/>` +
    `<rect x="212" y="420" width="240" height="150" rx="10" fill="${c.cream}" stroke="${c.gold}" stroke-width="3"/>` +
    `<g transform="translate(332 456) scale(.85)">${labelText(subject, 0, 0, c.cream, 250)}</g>` +
    sparkle(332, 548, 9, c.gold)
  );
}

function chestPack(subject: ProductSubject): string {
  const { art } = subject;
  return (
    '<path d="M170 400L270 340H650L550 400Z" fill="url(#bt)"/>' +
    '<path d="M170 400C170 300 550 300 550 400Z" fill="url(#bf)"/>' +
    '<path d="M550 400C550 300 650 250 650 340L550 400Z" fill="url(#bs)"/>' +
    '<rect x="170" y="400" width="380" height="210" fill="url(#bf)"/>' +
    '<path d="M550 400L650 340V550L550 610Z" fill="url(#bs)"/>' +
    `<path d="M170 400H550" stroke="${art.ribbon}" stroke-width="10"/>` +
    `<path d="M190 400V610M530 400V610" stroke="${art.ribbon}" stroke-width="8" opacity=".8"/>` +
    `<rect x="340" y="382" width="40" height="56" rx="6" fill="${c.gold}" stroke="${darken(c.gold, 0.3)}" stroke-width="3"/>` +
    `<circle cx="360" cy="416" r="6" fill="${darken(c.gold, 0.45)}"/>` +
    `<rect x="236" y="460" width="248" height="118" rx="10" fill="${c.cream}" opacity=".95" stroke="${c.gold}" stroke-width="3"/>` +
    `<g transform="translate(360 490) scale(.78)">${labelText(subject, 0, 0, c.cream, 290)}</g>`
  );
}

function trayPack(subject: ProductSubject): string {
  let rows = '';
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      rows += `<use href="#p" transform="translate(${252 + col * 92 + row * 34} ${392 + row * 44}) scale(.55)"/>`;
    }
  }
  return (
    '<path d="M150 430L250 350H670L570 430Z" fill="url(#bt)"/>' +
    `<path d="M180 420L262 362H646L566 420Z" fill="${darken(subject.art.box, 0.3)}"/>` +
    rows +
    '<path d="M150 430H570V520H150Z" fill="url(#bf)"/>' +
    '<path d="M570 430L670 350V440L570 520Z" fill="url(#bs)"/>' +
    `<path d="M120 470H150M570 470H600" stroke="${c.gold}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="220" y="566" width="280" height="92" rx="12" fill="${c.cream}" stroke="${c.gold}" stroke-width="3"/>` +
    `<g transform="translate(360 592) scale(.85)">${labelText(subject, 0, 0, c.cream, 300)}</g>`
  );
}

function hamperPack(subject: ProductSubject): string {
  const { art } = subject;
  let weave = '';
  for (let y = 420; y < 620; y += 22) {
    weave += `<path d="M170 ${y}H630" stroke="${darken(art.box, 0.3)}" stroke-width="3" opacity=".55"/>`;
  }
  for (let x = 190; x < 630; x += 30) {
    weave += `<path d="M${x} 400V630" stroke="${lighten(art.box, 0.25)}" stroke-width="6" opacity=".35"/>`;
  }
  return (
    `<path d="M200 400C200 170 600 170 600 400" stroke="${darken(art.box, 0.2)}" stroke-width="20" fill="none"/>` +
    `<rect x="420" y="250" width="110" height="170" rx="10" fill="${c.syrup}"/>` +
    `<rect x="430" y="300" width="90" height="60" fill="${c.gold}"/>` +
    `<rect x="250" y="300" width="150" height="120" rx="6" fill="${c.cocoa}" transform="rotate(-8 325 360)"/>` +
    `<path d="M270 320L400 300" stroke="${c.gold}" stroke-width="8"/>` +
    '<use href="#p" transform="translate(540 408) rotate(-20) scale(.8)"/>' +
    '<use href="#p" transform="translate(250 410) rotate(14) scale(.75)"/>' +
    '<path d="M160 400H640L610 640H190Z" fill="url(#bf)"/>' +
    weave +
    `<path d="M160 400H640" stroke="${darken(art.box, 0.35)}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M300 232C270 200 250 250 300 248M300 232C330 200 350 250 300 248" stroke="${art.ribbon}" stroke-width="12" fill="none"/>` +
    `<rect x="285" y="470" width="230" height="110" rx="10" fill="${c.cream}" stroke="${c.gold}" stroke-width="3"/>` +
    `<g transform="translate(400 498) scale(.74)">${labelText(subject, 0, 0, c.cream, 280)}</g>`
  );
}

function jarPack(subject: ProductSubject): string {
  const { art } = subject;
  const filling = art.piece === 'spread' ? art.coat : lighten(art.coat, 0.1);
  let pearls = '';
  if (art.piece !== 'spread') {
    for (let index = 0; index < 18; index += 1) {
      pearls += `<circle cx="${282 + (index % 6) * 48 + (Math.floor(index / 6) % 2) * 24}" cy="${330 + Math.floor(index / 6) * 50}" r="22" fill="url(#ct)"/>`;
    }
  }
  return (
    `<rect x="250" y="250" width="300" height="380" rx="46" fill="${filling}"/>` +
    pearls +
    '<rect x="250" y="250" width="300" height="380" rx="46" fill="url(#gl)"/>' +
    `<rect x="240" y="188" width="320" height="78" rx="14" fill="${c.gold}"/>` +
    `<path d="M262 200V254M292 200V254M322 200V254M352 200V254M382 200V254M412 200V254M442 200V254M472 200V254M502 200V254M532 200V254" stroke="${darken(c.gold, 0.25)}" stroke-width="4"/>` +
    `<rect x="250" y="430" width="300" height="150" fill="${art.box}"/>` +
    `<rect x="250" y="430" width="300" height="150" fill="url(#sh)" opacity=".4"/>` +
    `<g transform="translate(400 470) scale(.9)">${labelText(subject, 0, 0, art.box, 300)}</g>` +
    '<path d="M286 280V600" stroke="#fff" stroke-width="14" opacity=".25" stroke-linecap="round"/>'
  );
}

function bottlePack(subject: ProductSubject): string {
  const { art } = subject;
  return (
    `<path d="M360 150H440V250C440 280 520 300 520 360V610C520 630 505 640 485 640H315C295 640 280 630 280 610V360C280 300 360 280 360 250Z" fill="${art.coat}"/>` +
    '<path d="M360 150H440V250C440 280 520 300 520 360V610C520 630 505 640 485 640H315C295 640 280 630 280 610V360C280 300 360 280 360 250Z" fill="url(#gl)"/>' +
    `<rect x="350" y="120" width="100" height="50" rx="8" fill="${c.gold}"/>` +
    `<rect x="280" y="420" width="240" height="160" fill="${art.box}"/>` +
    `<g transform="translate(400 462) scale(.8)">${labelText(subject, 0, 0, art.box, 270)}</g>` +
    '<path d="M306 380V600" stroke="#fff" stroke-width="12" opacity=".22" stroke-linecap="round"/>'
  );
}

function bagPack(subject: ProductSubject): string {
  const { art } = subject;
  return (
    '<path d="M230 170H570L584 560C588 610 560 640 520 640H280C240 640 212 610 216 560Z" fill="url(#bf)"/>' +
    `<path d="M230 170H570V206H230Z" fill="${darken(art.box, 0.2)}"/>` +
    `<path d="M230 206L245 196L260 206L275 196L290 206L305 196L320 206L335 196L350 206L365 196L380 206L395 196L410 206L425 196L440 206L455 196L470 206L485 196L500 206L515 196L530 206L545 196L560 206L570 198" stroke="${lighten(art.box, 0.3)}" stroke-width="3" fill="none"/>` +
    `<rect x="300" y="250" width="200" height="140" rx="70" fill="${lighten(c.cream, 0.4)}" opacity=".9"/>` +
    '<use href="#p" transform="translate(350 320) scale(.62)"/>' +
    '<use href="#p" transform="translate(448 318) rotate(40) scale(.62)"/>' +
    `<rect x="258" y="420" width="284" height="150" rx="12" fill="${c.cream}" opacity=".95"/>` +
    `<g transform="translate(400 456) scale(.85)">${labelText(subject, 0, 0, c.cream, 300)}</g>` +
    '<path d="M250 230C240 380 236 500 240 600" stroke="#fff" stroke-width="12" opacity=".18" stroke-linecap="round"/>'
  );
}

function wrapperPack(subject: ProductSubject): string {
  const { art } = subject;
  let squares = '';
  for (let col = 0; col < 3; col += 1) {
    for (let row = 0; row < 3; row += 1) {
      squares += `<rect x="${478 + col * 52}" y="${246 + row * 60}" width="44" height="52" rx="5" fill="url(#ct)" stroke="${darken(art.coat, 0.35)}" stroke-width="2"/>`;
    }
  }
  return (
    '<g transform="rotate(-12 400 400)">' +
    `<rect x="468" y="236" width="168" height="190" rx="6" fill="${darken(art.coat, 0.3)}"/>` +
    squares +
    `<path d="M468 236L486 226L470 270L490 300L466 330L488 370L468 426Z" fill="${c.gold}" opacity=".9"/>` +
    '<rect x="170" y="226" width="300" height="210" rx="8" fill="url(#bf)"/>' +
    `<rect x="170" y="226" width="300" height="42" fill="${art.ribbon}" opacity=".85"/>` +
    `<rect x="170" y="394" width="300" height="42" fill="${art.ribbon}" opacity=".85"/>` +
    `<g transform="translate(320 292) scale(.82)">${labelText(subject, 0, 0, art.box, 330)}</g>` +
    '</g>' +
    `<use href="#p" transform="translate(300 600) rotate(6) scale(.9)"/>`
  );
}

function pack(subject: ProductSubject): string {
  switch (subject.art.pack) {
    case 'box':
      return boxPack(subject);
    case 'chest':
      return chestPack(subject);
    case 'tray':
      return trayPack(subject);
    case 'hamper':
      return hamperPack(subject);
    case 'jar':
      return jarPack(subject);
    case 'bottle':
      return bottlePack(subject);
    case 'bag':
      return bagPack(subject);
    case 'wrapper':
      return wrapperPack(subject);
  }
}

/** Pack shot on a studio backdrop, with a piece or two in front (the `img2` picture). */
export function renderProductBox(subject: ProductSubject): string {
  const { art } = subject;
  const backdrop = mix(c.cream, art.box === c.cream ? c.caramel : art.box, 0.22);
  const random = seeded(subject.id * 104729 + 3);
  let dust = '';
  for (let index = 0; index < 10; index += 1) {
    dust += sparkle(60 + random() * 680, 40 + random() * 200, 4 + random() * 7, c.gold, 0.55);
  }
  const frontPieces =
    art.pack === 'box' || art.pack === 'chest' || art.pack === 'jar'
      ? '<use href="#p" transform="translate(236 686) rotate(-8) scale(.8)"/><use href="#p" transform="translate(624 676) rotate(20) scale(.8)"/>'
      : '';
  return svgDoc(
    {
      width: SIZE,
      height: SIZE,
      title: `${subject.title}: pack shot, ${art.brand}`,
      defs:
        linear('bg', [
          [0, lighten(backdrop, 0.55)],
          [0.62, backdrop],
          [1, darken(backdrop, 0.12)],
        ]) +
        linear(
          'bf',
          [
            [0, lighten(art.box, 0.12)],
            [1, darken(art.box, 0.12)],
          ],
          { x2: 1, y2: 1 },
        ) +
        linear('bt', [
          [0, lighten(art.box, 0.3)],
          [1, lighten(art.box, 0.1)],
        ]) +
        linear('bs', [
          [0, darken(art.box, 0.25)],
          [1, darken(art.box, 0.4)],
        ]) +
        linear(
          'sh',
          [
            [0, '#fff', 0.5],
            [0.5, '#fff', 0],
            [1, '#000', 0.25],
          ],
          { x2: 1 },
        ) +
        linear(
          'gl',
          [
            [0, '#fff', 0.35],
            [0.25, '#fff', 0.05],
            [0.8, '#000', 0.05],
            [1, '#000', 0.3],
          ],
          { x2: 1 },
        ) +
        pieceDefs(art) +
        `<g id="p">${piece(art, seeded(subject.id))}</g>`,
    },
    '<rect width="800" height="800" fill="url(#bg)"/>' +
      `<path d="M0 560C200 540 600 540 800 560V800H0Z" fill="${darken(backdrop, 0.08)}" opacity=".6"/>` +
      dust +
      `<ellipse cx="420" cy="636" rx="290" ry="38" fill="${INK}" opacity=".35" filter="url(#ss)"/>` +
      pack(subject) +
      frontPieces,
  );
}
