/** The Rimal wordmark, its square mark, and generic accepted-payment marks. */
import { artPalette as c } from '../../src/catalog';
import { FONT_BODY, FONT_DISPLAY, linear, svgDoc, text } from './svg';

const duneMark = (x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M0 40C20 14 46 8 70 26C86 14 104 16 116 28" stroke="${c.gold}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M10 52C36 34 70 34 104 50" stroke="${c.caramel}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="84" cy="6" r="7" fill="${c.gold}"/></g>`;

export function renderLogo(): string {
  return svgDoc(
    { width: 320, height: 100, title: 'Rimal' },
    duneMark(14, 20, 0.56) +
      text(96, 68, 'Rimal', {
        size: 56,
        fill: c.cocoa,
        family: FONT_DISPLAY,
        weight: 700,
        anchor: 'start',
        spacing: 1,
      }) +
      text(262, 88, 'SINCE 1992', {
        size: 10,
        fill: c.caramel,
        family: FONT_BODY,
        weight: 600,
        spacing: 2,
      }),
  );
}

export function renderLogoMark(): string {
  return svgDoc(
    {
      width: 128,
      height: 128,
      title: 'Rimal',
      defs: linear(
        'bg',
        [
          [0, c.date],
          [1, c.cocoa],
        ],
        { x2: 1, y2: 1 },
      ),
    },
    '<rect width="128" height="128" rx="28" fill="url(#bg)"/>' +
      text(64, 84, 'R', { size: 72, fill: c.gold, family: FONT_DISPLAY, weight: 700 }) +
      `<path d="M20 104C40 92 60 92 76 100C88 94 100 94 110 100" stroke="${c.caramel}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  );
}

interface PaymentMark {
  title: string;
  background: string;
  body: string;
}

const paymentMarks: Record<
  'visa' | 'mastercard' | 'amex' | 'apple-pay' | 'google-pay',
  PaymentMark
> = {
  visa: {
    title: 'Visa',
    background: '#1f2a6b',
    body: text(30, 25, 'VISA', {
      size: 15,
      fill: '#ffffff',
      family: FONT_BODY,
      weight: 800,
      style: 'italic',
      spacing: 1,
    }),
  },
  mastercard: {
    title: 'Mastercard',
    background: '#2b2b2b',
    body:
      '<rect x="8" y="10" width="11" height="8" rx="2" fill="#d9b45a"/>' +
      text(30, 30, 'Mastercard', { size: 8.5, fill: '#ffffff', family: FONT_BODY, weight: 700 }),
  },
  amex: {
    title: 'American Express',
    background: '#1d6fa5',
    body:
      '<rect x="10" y="11" width="40" height="16" fill="none" stroke="#ffffff" stroke-width="1.5"/>' +
      text(30, 23.5, 'AMEX', {
        size: 10,
        fill: '#ffffff',
        family: FONT_BODY,
        weight: 800,
        spacing: 1,
      }),
  },
  'apple-pay': {
    title: 'Apple Pay',
    background: '#111111',
    body: text(30, 24, 'Apple Pay', {
      size: 10.5,
      fill: '#ffffff',
      family: FONT_BODY,
      weight: 600,
    }),
  },
  'google-pay': {
    title: 'Google Pay',
    background: '#ffffff',
    body: text(30, 24, 'Google Pay', {
      size: 9.5,
      fill: '#3c4043',
      family: FONT_BODY,
      weight: 600,
    }),
  },
};

export type PaymentMarkName = keyof typeof paymentMarks;

export const paymentMarkNames = Object.keys(paymentMarks) as PaymentMarkName[];

/** A generic card-scheme mark (name on a coloured card), not the schemes' real logos. */
export function renderPaymentMark(name: PaymentMarkName): string {
  const mark = paymentMarks[name];
  return svgDoc(
    { width: 60, height: 38, title: mark.title },
    `<rect x=".5" y=".5" width="59" height="37" rx="6" fill="${mark.background}" stroke="#ffffff" stroke-opacity=".3"/>` +
      mark.body,
  );
}
