import type { ReactElement } from 'react';

/*
 * Simplified national flags drawn on a 30 x 20 grid. Emoji flags are not used: Windows shows
 * them as two letters. Colours are the flags' own, not theme tokens.
 */
const star = (cx: number, cy: number, r: number, rotate = 0) => {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : r * 0.4;
    const angle = ((index * 36 - 90 + rotate) * Math.PI) / 180;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return <polygon points={points.join(' ')} fill="#ffde00" />;
};

export const flags: Record<string, ReactElement> = {
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.4" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  ),
  ar: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#00732f" />
      <rect y="13.33" width="30" height="6.67" fill="#000" />
      <rect width="8" height="20" fill="#ff0000" />
    </>
  ),
  ru: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect y="6.67" width="30" height="6.67" fill="#0039a6" />
      <rect y="13.33" width="30" height="6.67" fill="#d52b1e" />
    </>
  ),
  hi: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#ff9933" />
      <rect y="13.33" width="30" height="6.67" fill="#138808" />
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.6" />
      <circle cx="15" cy="10" r="0.6" fill="#000080" />
    </>
  ),
  zh: (
    <>
      <rect width="30" height="20" fill="#de2910" />
      {star(5, 5, 3)}
      {star(10, 2, 1, 23)}
      {star(12, 4, 1, 46)}
      {star(12, 7, 1, 70)}
      {star(10, 9, 1, 20)}
    </>
  ),
  ja: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#bc002d" />
    </>
  ),
  ko: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <path d="M10 10a5 5 0 0 1 10 0z" fill="#cd2e3a" />
      <path d="M10 10a5 5 0 0 0 10 0z" fill="#0047a0" />
      <circle cx="12.5" cy="10" r="2.5" fill="#cd2e3a" />
      <circle cx="17.5" cy="10" r="2.5" fill="#0047a0" />
      <path
        d="M4 4.5l2.5-2.5M5 5.5l2.5-2.5M6 6.5l2.5-2.5M23.5 2l2.5 2.5M22.5 3l2.5 2.5M21.5 4l2.5 2.5M4 15.5l2.5 2.5M5 14.5l2.5 2.5M6 13.5l2.5 2.5M21.5 16l2.5-2.5M22.5 17l2.5-2.5M23.5 18l2.5-2.5"
        stroke="#000"
        strokeWidth="0.7"
      />
    </>
  ),
};
