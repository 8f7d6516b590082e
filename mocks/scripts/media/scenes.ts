/** Hero, banners, brand backgrounds, ingredients, promotion and sample artwork. */
import { artPalette as c } from '../../src/catalog';
import {
  blur,
  darken,
  FONT_BODY,
  lighten,
  linear,
  mix,
  n,
  radial,
  seeded,
  sparkle,
  svgDoc,
  text,
} from './svg';

const INK = '#2a180d';

/** A date palm around its trunk base at (0, 0), about 320 units tall. */
const palm = (fill: string) =>
  `<g id="palm" fill="${fill}"><path d="M-9 0C-4-110 6-210 2-300H12C14-210 9-110 9 0Z"/>` +
  [
    'M6-300C-40-320-100-300-150-250C-100-280-50-290 6-292Z',
    'M8-300C50-330 120-320 170-270C110-300 60-300 8-292Z',
    'M6-302C-20-350-70-380-120-380C-70-360-30-340 4-296Z',
    'M8-302C30-360 80-390 140-390C90-370 50-340 12-296Z',
    'M6-298C-50-280-110-230-130-170C-90-230-40-270 6-290Z',
    'M8-298C70-290 130-240 150-180C110-240 60-275 8-290Z',
    'M7-304C0-350 10-400 30-430C20-390 16-350 10-300Z',
  ]
    .map((d) => `<path d="${d}"/>`)
    .join('') +
  `<circle cx="-4" cy="-286" r="9" fill="${c.caramel}"/><circle cx="12" cy="-282" r="9" fill="${c.caramel}"/><circle cx="4" cy="-274" r="9" fill="${darken(c.caramel, 0.2)}"/></g>`;

/** The hero scene: dunes at golden hour, palms, and a platter of chocolate dates. */
export function renderHero(): string {
  const random = seeded(1992);
  let stars = '';
  for (let index = 0; index < 14; index += 1) {
    stars += `<use href="#st" transform="translate(${n(random() * 1600)} ${n(random() * 260)}) scale(${n(0.4 + random() * 0.8)})"/>`;
  }
  let dates = '';
  for (let index = 0; index < 7; index += 1) {
    const x = 1230 + (index % 4) * 80 - (index > 3 ? 40 : 0);
    const y = 770 + (index > 3 ? 38 : 0);
    dates += `<g transform="translate(${x} ${y}) rotate(${-20 + index * 7})"><ellipse cx="4" cy="10" rx="40" ry="20" fill="${INK}" opacity=".45" filter="url(#sb)"/><ellipse rx="40" ry="22" fill="url(#dt)"/><path d="M-28-8C-12-16 12-16 28-8" stroke="#fff" stroke-opacity=".3" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M-30 6L-20-10L-10 8L0-12L10 8L20-10L30 4" stroke="${index % 2 ? c.gold : c.pistachio}" stroke-width="3" fill="none" stroke-linecap="round"/></g>`;
  }
  return svgDoc(
    {
      width: 1600,
      height: 900,
      title: 'Dunes at golden hour with date palms and a platter of chocolate dates',
      defs:
        linear('sky', [
          [0, c.cocoa],
          [0.35, c.date],
          [0.62, c.caramel],
          [0.78, c.gold],
          [1, c.cream],
        ]) +
        radial('sunG', [
          [0, '#fff4d6'],
          [0.45, c.gold],
          [1, c.caramel, 0],
        ]) +
        linear('d1', [
          [0, lighten(c.caramel, 0.3)],
          [1, c.caramel],
        ]) +
        linear('d2', [
          [0, c.caramel],
          [1, c.date],
        ]) +
        linear('d3', [
          [0, c.date],
          [1, c.cocoa],
        ]) +
        radial(
          'dt',
          [
            [0, lighten(c.cocoa, 0.35)],
            [0.6, c.cocoa],
            [1, INK],
          ],
          { cx: 0.35, cy: 0.3, r: 0.8 },
        ) +
        linear(
          'pl',
          [
            [0, lighten(c.gold, 0.3)],
            [1, darken(c.gold, 0.2)],
          ],
          { x2: 1, y2: 1 },
        ) +
        blur('sb', 8) +
        `<path id="st" d="M0-8Q2-2 8 0Q2 2 0 8Q-2 2-8 0Q-2-2 0-8Z" fill="${c.cream}"/>` +
        palm(INK),
    },
    '<rect width="1600" height="900" fill="url(#sky)"/>' +
      stars +
      '<circle cx="1120" cy="470" r="260" fill="url(#sunG)"/>' +
      `<circle cx="1120" cy="470" r="96" fill="#fff1cf" opacity=".9"/>` +
      `<path d="M-100 560C150 480 380 500 620 540S1100 470 1400 520 1700 540 1760 530V900H-100Z" fill="url(#d1)" opacity=".9"/>` +
      `<path d="M-100 640C200 560 520 600 760 640S1240 580 1700 630V900H-100Z" fill="url(#d2)"/>` +
      `<use href="#palm" transform="translate(300 628) scale(.55)"/>` +
      `<use href="#palm" transform="translate(380 616) scale(.42)"/>` +
      `<use href="#palm" transform="translate(1480 640) scale(.48)"/>` +
      '<path d="M-100 760C300 690 700 720 1000 760S1500 730 1700 750V900H-100Z" fill="url(#d3)"/>' +
      `<ellipse cx="1340" cy="820" rx="230" ry="52" fill="${INK}" opacity=".5" filter="url(#sb)"/>` +
      '<ellipse cx="1340" cy="800" rx="220" ry="56" fill="url(#pl)"/>' +
      `<ellipse cx="1340" cy="794" rx="190" ry="42" fill="${darken(c.gold, 0.12)}"/>` +
      dates,
  );
}

/** The product listing banner. */
export function renderProductsBanner(): string {
  let row = '';
  for (let index = 0; index < 11; index += 1) {
    const x = 120 + index * 140;
    const coat = [c.cocoa, c.milk, c.white, c.ruby][index % 4] ?? c.cocoa;
    row += `<g transform="translate(${x} ${250 + (index % 2) * 30}) rotate(${index % 2 ? 12 : -10})"><ellipse cx="6" cy="14" rx="56" ry="26" fill="${INK}" opacity=".35" filter="url(#sb)"/><ellipse rx="56" ry="28" fill="${coat}"/><ellipse cx="-14" cy="-10" rx="26" ry="7" fill="#fff" opacity=".25"/><path d="M-40 6L-28-14L-16 8L-4-14L8 8L20-14L32 6" stroke="${index % 3 ? c.gold : c.pistachio}" stroke-width="4" fill="none" stroke-linecap="round"/></g>`;
  }
  return svgDoc(
    {
      width: 1600,
      height: 400,
      title: 'A row of chocolate-covered dates on a caramel background',
      defs:
        linear(
          'bg',
          [
            [0, c.cocoa],
            [0.55, c.date],
            [1, c.caramel],
          ],
          { x2: 1 },
        ) + blur('sb', 8),
    },
    '<rect width="1600" height="400" fill="url(#bg)"/>' +
      `<path d="M0 120H1600M0 140H1600" stroke="${c.gold}" stroke-width="2" opacity=".5"/>` +
      `<path d="M0 360C400 330 1200 330 1600 360V400H0Z" fill="${INK}" opacity=".35"/>` +
      row,
  );
}

/** Brand page backgrounds: gourmet (cocoa and gold), vegan (pistachio leaves), bites (playful). */
export function renderBrandBackground(line: 'gourmet' | 'vegan' | 'bites'): string {
  const random = seeded(line.length * 31 + 7);
  if (line === 'gourmet') {
    let fans = '';
    for (const [x, y, rotation] of [
      [0, 900, 0],
      [1600, 900, -90],
      [1600, 0, 180],
      [0, 0, 90],
    ] as const) {
      fans += `<g transform="translate(${x} ${y}) rotate(${rotation})" fill="none" stroke="${c.gold}" stroke-width="2" opacity=".55">${[120, 170, 220, 270, 320].map((r) => `<path d="M${r} 0A${r} ${r} 0 0 0 0 -${r}"/>`).join('')}${[15, 30, 45, 60, 75].map((a) => `<path d="M0 0L${n(Math.cos((a * Math.PI) / 180) * 320)} ${n(-Math.sin((a * Math.PI) / 180) * 320)}"/>`).join('')}</g>`;
    }
    let flecks = '';
    for (let index = 0; index < 26; index += 1) {
      flecks += sparkle(
        random() * 1600,
        random() * 900,
        3 + random() * 8,
        c.gold,
        0.4 + random() * 0.5,
      );
    }
    return svgDoc(
      {
        width: 1600,
        height: 900,
        title: 'Rimal Gourmet background: deep cocoa with gold art deco lines',
        defs:
          radial(
            'bg',
            [
              [0, lighten(c.cocoa, 0.12)],
              [1, INK],
            ],
            { r: 0.8 },
          ) +
          `<pattern id="lt" width="80" height="80" patternUnits="userSpaceOnUse"><path d="M40 0L80 40L40 80L0 40Z" fill="none" stroke="${c.gold}" stroke-width="1" opacity=".18"/></pattern>`,
      },
      '<rect width="1600" height="900" fill="url(#bg)"/><rect width="1600" height="900" fill="url(#lt)"/>' +
        fans +
        flecks +
        `<path d="M560 450H1040" stroke="${c.gold}" stroke-width="2" opacity=".6"/>`,
    );
  }
  if (line === 'vegan') {
    let leaves = '';
    for (let index = 0; index < 14; index += 1) {
      const x = random() * 1600;
      const y = random() * 900;
      const scale = 0.6 + random() * 1.2;
      const fill =
        [c.pistachio, darken(c.pistachio, 0.2), lighten(c.pistachio, 0.3)][index % 3] ??
        c.pistachio;
      leaves += `<g transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(random() * 360)}) scale(${n(scale)})" opacity=".8"><path d="M0 0C40-60 120-70 170 0C120 70 40 60 0 0Z" fill="${fill}"/><path d="M0 0C60-8 110-4 170 0" stroke="${c.cream}" stroke-width="3" fill="none" opacity=".7"/></g>`;
    }
    let seeds = '';
    for (let index = 0; index < 30; index += 1) {
      seeds += `<ellipse cx="${n(random() * 1600)}" cy="${n(random() * 900)}" rx="7" ry="4" fill="${c.date}" opacity=".35" transform="rotate(${Math.round(random() * 180)})"/>`;
    }
    return svgDoc(
      {
        width: 1600,
        height: 900,
        title: 'Rimal Vegan background: pistachio leaves on cream',
        defs: linear(
          'bg',
          [
            [0, lighten(c.cream, 0.4)],
            [1, mix(c.cream, c.pistachio, 0.35)],
          ],
          { x2: 1, y2: 1 },
        ),
      },
      '<rect width="1600" height="900" fill="url(#bg)"/>' + seeds + leaves,
    );
  }
  let dots = '';
  const colours = [c.rose, c.caramel, c.gold, c.pistachio, c.cream, c.date];
  for (let index = 0; index < 34; index += 1) {
    const r = 10 + random() * 60;
    dots += `<circle cx="${n(random() * 1600)}" cy="${n(random() * 900)}" r="${n(r)}" fill="${colours[index % colours.length] ?? c.rose}" opacity="${n(0.35 + random() * 0.5)}"/>`;
  }
  let waves = '';
  for (let index = 0; index < 5; index += 1) {
    const y = 120 + index * 170;
    waves += `<path d="M0 ${y}Q100 ${y - 40} 200 ${y}T400 ${y}T600 ${y}T800 ${y}T1000 ${y}T1200 ${y}T1400 ${y}T1600 ${y}" stroke="${c.cream}" stroke-width="6" fill="none" opacity=".35"/>`;
  }
  return svgDoc(
    {
      width: 1600,
      height: 900,
      title: 'Rimal Bites background: playful caramel, rose and gold dots',
      defs: linear(
        'bg',
        [
          [0, c.rose],
          [1, c.caramel],
        ],
        { x2: 1, y2: 1 },
      ),
    },
    '<rect width="1600" height="900" fill="url(#bg)"/>' + waves + dots,
  );
}

/** About banner: the palm grove and the solar-roofed factory in Dubai Industrial City. */
export function renderAboutBanner(): string {
  let palms = '';
  for (let index = 0; index < 12; index += 1) {
    const x = 40 + index * 70;
    const scale = 0.28 + (index % 3) * 0.06;
    palms += `<use href="#palm" transform="translate(${x} ${430 - (index % 2) * 8}) scale(${n(scale)})"/>`;
  }
  let panels = '';
  for (let index = 0; index < 12; index += 1) {
    panels += `<path d="M${1000 + index * 42} 282L${1024 + index * 42} 252H${1060 + index * 42}L${1036 + index * 42} 282Z" fill="${c.cocoa}" stroke="${c.gold}" stroke-width="1.5"/>`;
  }
  return svgDoc(
    {
      width: 1600,
      height: 500,
      title: 'Date palm grove beside a solar-roofed factory at sunrise',
      defs:
        linear('sky', [
          [0, lighten(c.gold, 0.5)],
          [0.6, lighten(c.caramel, 0.4)],
          [1, c.cream],
        ]) + palm(darken(c.date, 0.3)),
    },
    '<rect width="1600" height="500" fill="url(#sky)"/>' +
      `<circle cx="820" cy="260" r="90" fill="${lighten(c.gold, 0.4)}"/>` +
      `<path d="M0 380C300 340 700 360 1000 380S1500 350 1600 370V500H0Z" fill="${lighten(c.caramel, 0.2)}"/>` +
      palms +
      `<rect x="980" y="282" width="540" height="150" fill="${c.cream}" stroke="${c.date}" stroke-width="3"/>` +
      panels +
      `<rect x="1040" y="330" width="80" height="102" fill="${c.date}"/>` +
      [1160, 1260, 1360]
        .map(
          (x) =>
            `<rect x="${x}" y="320" width="70" height="44" fill="${lighten(c.caramel, 0.5)}" stroke="${c.date}" stroke-width="3"/>`,
        )
        .join('') +
      `<rect x="1450" y="200" width="30" height="232" fill="${c.date}"/>` +
      `<path d="M0 430C400 410 1200 410 1600 430V500H0Z" fill="${c.caramel}"/>`,
  );
}

/** The ingredients story: dates, cocoa, pistachio, almond, saffron, date syrup, chocolate. */
export function renderIngredients(): string {
  const date = (x: number, y: number, r: number) =>
    `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse cx="5" cy="12" rx="62" ry="32" fill="${INK}" opacity=".25" filter="url(#sb)"/><ellipse rx="62" ry="32" fill="url(#dt)"/><path d="M-40-14C-10-26 20-24 44-12" stroke="#fff" stroke-opacity=".3" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M-58 0C-30 6 30 6 58 0" stroke="${darken(c.date, 0.4)}" stroke-width="2" fill="none" opacity=".5"/></g>`;
  const pistachio = (x: number, y: number, r: number) =>
    `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse rx="26" ry="17" fill="${lighten(c.caramel, 0.55)}" stroke="${darken(c.caramel, 0.1)}" stroke-width="2"/><ellipse cx="2" rx="16" ry="11" fill="${c.pistachio}"/><ellipse cx="-3" cy="-3" rx="7" ry="4" fill="${lighten(c.pistachio, 0.4)}"/></g>`;
  const almond = (x: number, y: number, r: number) =>
    `<path transform="translate(${x} ${y}) rotate(${r})" d="M0-30C20-20 22 14 0 30C-22 14-20-20 0-30Z" fill="${c.caramel}" stroke="${darken(c.caramel, 0.3)}" stroke-width="2"/>`;
  let saffron = '';
  const random = seeded(23);
  for (let index = 0; index < 14; index += 1) {
    const x = 880 + random() * 90;
    const y = 560 + random() * 60;
    saffron += `<path d="M${n(x)} ${n(y)}q${n(10 + random() * 10)} ${n(-8 + random() * 16)} ${n(24 + random() * 8)} ${n(-4 + random() * 8)}" stroke="#b8431f" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  }
  let squares = '';
  for (let index = 0; index < 4; index += 1) {
    squares += `<rect x="${120 + (index % 2) * 76}" y="${560 + Math.floor(index / 2) * 70}" width="66" height="60" rx="6" fill="${c.cocoa}" stroke="${INK}" stroke-width="3" transform="rotate(${index * 4 - 6} 190 620)"/><path d="M${128 + (index % 2) * 76} ${568 + Math.floor(index / 2) * 70}h50" stroke="#fff" stroke-opacity=".25" stroke-width="4"/>`;
  }
  return svgDoc(
    {
      width: 1200,
      height: 800,
      title:
        'Ingredients: dates, a cocoa pod, pistachios, almonds, saffron, date syrup and chocolate',
      defs:
        radial('bg', [
          [0, '#fffaf2'],
          [1, c.cream],
        ]) +
        radial(
          'dt',
          [
            [0, lighten(c.date, 0.35)],
            [0.6, c.date],
            [1, darken(c.date, 0.35)],
          ],
          { cx: 0.35, cy: 0.3, r: 0.8 },
        ) +
        linear(
          'pod',
          [
            [0, c.saffron],
            [1, darken(c.caramel, 0.25)],
          ],
          { x2: 1, y2: 1 },
        ) +
        linear('sy', [
          [0, c.caramel],
          [1, c.syrup],
        ]) +
        blur('sb', 6),
    },
    '<rect width="1200" height="800" fill="url(#bg)"/>' +
      `<circle cx="600" cy="400" r="330" fill="none" stroke="${c.gold}" stroke-width="2" stroke-dasharray="4 10" opacity=".7"/>` +
      date(300, 230, -18) +
      date(380, 300, 12) +
      date(250, 330, 28) +
      `<g transform="translate(640 220) rotate(-25)"><ellipse rx="150" ry="74" fill="url(#pod)"/>${[-90, -45, 0, 45, 90].map((x) => `<path d="M${x} -70C${x + 14} -20 ${x + 14} 20 ${x} 70" stroke="${darken(c.caramel, 0.35)}" stroke-width="3" fill="none" opacity=".5"/>`).join('')}</g>` +
      `<g transform="translate(860 330)"><ellipse rx="70" ry="40" fill="${c.cream}" stroke="${c.caramel}" stroke-width="3"/>${[-34, -10, 14, 38].map((x, index) => `<ellipse cx="${x}" cy="${index % 2 ? 6 : -6}" rx="14" ry="20" fill="${c.date}"/>`).join('')}</g>` +
      pistachio(470, 470, -20) +
      pistachio(530, 500, 25) +
      pistachio(490, 540, 5) +
      pistachio(560, 560, -40) +
      almond(700, 470, 30) +
      almond(760, 500, -20) +
      almond(720, 550, 70) +
      `<ellipse cx="925" cy="600" rx="92" ry="46" fill="${c.cream}" stroke="${c.gold}" stroke-width="3"/>` +
      saffron +
      squares +
      `<path d="M980 140C980 220 1000 260 1000 300" stroke="url(#sy)" stroke-width="18" stroke-linecap="round" fill="none"/>` +
      `<ellipse cx="1000" cy="320" rx="40" ry="14" fill="${c.syrup}"/>` +
      `<rect x="940" y="60" width="80" height="90" rx="12" fill="${c.caramel}" opacity=".85"/>` +
      `<path d="M946 80H1014M946 100H1014M946 120H1014" stroke="${darken(c.caramel, 0.3)}" stroke-width="4"/>` +
      `<path d="M420 660C480 700 560 710 640 690" stroke="${c.pistachio}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      sparkle(640, 650, 12, c.gold) +
      sparkle(180, 170, 10, c.gold),
  );
}

/** Promotion background: night sky, hanging lanterns, a crescent and gold confetti. */
export function renderPromotionBackground(): string {
  const random = seeded(50);
  let lanterns = '';
  [180, 420, 1180, 1420].forEach((x, index) => {
    const drop = 140 + (index % 2) * 90;
    lanterns += `<path d="M${x} 0V${drop}" stroke="${c.gold}" stroke-width="2"/><use href="#ln" transform="translate(${x} ${drop})"/>`;
  });
  let confetti = '';
  for (let index = 0; index < 40; index += 1) {
    confetti += sparkle(
      random() * 1600,
      random() * 900,
      3 + random() * 7,
      [c.gold, c.rose, c.cream][index % 3] ?? c.gold,
      0.45 + random() * 0.5,
    );
  }
  return svgDoc(
    {
      width: 1600,
      height: 900,
      title: 'Promotion background with lanterns, a crescent moon and gold confetti',
      defs:
        radial(
          'bg',
          [
            [0, c.date],
            [0.6, c.cocoa],
            [1, INK],
          ],
          { cy: 0.65, r: 0.85 },
        ) +
        radial('gw', [
          [0, c.gold, 0.9],
          [1, c.gold, 0],
        ]) +
        radial('rg', [
          [0, c.rose, 0.3],
          [1, c.rose, 0],
        ]) +
        `<g id="ln"><circle cy="70" r="70" fill="url(#gw)"/><path d="M-14 0H14L30 24H-30Z" fill="${c.gold}"/><path d="M-30 24H30L38 96Q0 124-38 96Z" fill="${c.caramel}" stroke="${c.gold}" stroke-width="4"/><path d="M0 30V110M-20 28L-24 100M20 28L24 100" stroke="${c.gold}" stroke-width="3"/><path d="M-10 112H10L0 130Z" fill="${c.gold}"/></g>`,
    },
    '<rect width="1600" height="900" fill="url(#bg)"/>' +
      '<ellipse cx="800" cy="760" rx="760" ry="380" fill="url(#rg)"/>' +
      `<path d="M900 250A110 110 0 1 1 820 110A86 86 0 1 0 900 250Z" fill="${c.cream}" opacity=".9"/>` +
      confetti +
      lanterns +
      `<path d="M0 820C400 780 1200 780 1600 820V900H0Z" fill="${INK}" opacity=".6"/>`,
  );
}

/** Where to find the BNF (batch) number on a pack, shown beside the contact form field. */
export function renderBnfSample(): string {
  let barcode = '';
  const random = seeded(7);
  let x = 60;
  while (x < 250) {
    const width = 1 + Math.floor(random() * 4);
    barcode += `<rect x="${x}" y="190" width="${width}" height="70" fill="${c.cocoa}"/>`;
    x += width + 2 + Math.floor(random() * 3);
  }
  return svgDoc(
    {
      width: 600,
      height: 320,
      title: 'Back of a pack: the BNF number is printed beside the expiry date',
    },
    `<rect width="600" height="320" rx="18" fill="${c.cream}"/>` +
      `<rect x="20" y="20" width="560" height="280" rx="12" fill="#fffdf9" stroke="${c.gold}" stroke-width="2"/>` +
      `<path d="M60 70H330M60 96H300M60 122H320M60 148H260" stroke="${lighten(c.cocoa, 0.7)}" stroke-width="10" stroke-linecap="round"/>` +
      barcode +
      text(370, 120, 'EXP 07/2026', {
        size: 22,
        fill: c.cocoa,
        family: FONT_BODY,
        anchor: 'start',
        weight: 600,
      }) +
      `<rect x="354" y="150" width="206" height="56" rx="28" fill="none" stroke="${c.rose}" stroke-width="4"/>` +
      text(370, 187, 'BNF 2407 1845', {
        size: 22,
        fill: c.cocoa,
        family: FONT_BODY,
        anchor: 'start',
        weight: 700,
      }) +
      `<path d="M456 270V216M444 228L456 214L468 228" stroke="${c.rose}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}
