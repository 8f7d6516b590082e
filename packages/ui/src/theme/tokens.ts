/**
 * The brand's design tokens as plain data. `contract.css.ts` turns their shape into the theme
 * contract; `theme.css.ts` fills it. Colours are checked for WCAG AA in `tokens.test.ts`.
 */
export const palette = {
  cocoa900: '#2a180d',
  cocoa800: '#3b2314',
  cocoa700: '#5a3820',
  date600: '#6b3f22',
  caramel700: '#8a541c',
  caramel500: '#c8873a',
  gold500: '#c9a45c',
  gold200: '#efe0bd',
  cream50: '#fffdf9',
  cream100: '#fbf6ee',
  cream200: '#f3e9da',
  sand300: '#e2d3bd',
  stone600: '#6e5f52',
  pistachio700: '#3f5a25',
  pistachio100: '#e8efdc',
  rose700: '#a3262a',
  rose100: '#fbe4e1',
  toastPink: '#fde8ec',
  white: '#ffffff',
} as const;

/**
 * The brand faces arrive after the first paint (fonts.ts). Until then text is set in a system
 * face scaled to the brand face's metrics (fallbackFaces.css.ts), so the swap moves no line.
 */
export const brandFallbacks = {
  body: 'Inter Fallback',
  display: 'Playfair Display Fallback',
} as const;

/*
 * Each script gets a typeface that has its glyphs; Latin and Cyrillic stay on Inter. The font
 * files themselves load per language (see fonts.ts), so a shopper only downloads their own.
 */
const inter = brandFallbacks.body;
/** The body and display faces of each language whose script Inter lacks (`:lang()` rules). */
export const scriptFonts = {
  ar: "'Noto Sans Arabic Variable', 'Noto Sans Arabic', system-ui, sans-serif",
  hi: `'Noto Sans Devanagari Variable', 'Inter Variable', '${inter}', system-ui, sans-serif`,
  zh: `'Inter Variable', '${inter}', 'Noto Sans SC Variable', 'Noto Sans CJK SC', system-ui, sans-serif`,
  ja: `'Inter Variable', '${inter}', 'Noto Sans JP Variable', 'Noto Sans CJK JP', system-ui, sans-serif`,
  ko: `'Inter Variable', '${inter}', 'Noto Sans KR Variable', 'Noto Sans CJK KR', system-ui, sans-serif`,
} as const;

export const tokens = {
  color: {
    background: palette.cream100,
    surface: palette.cream50,
    surfaceSunken: palette.cream200,
    border: palette.sand300,
    borderStrong: palette.stone600,
    text: palette.cocoa800,
    textMuted: palette.stone600,
    textOnBrand: palette.cream50,
    brand: palette.cocoa800,
    brandHover: palette.cocoa900,
    accent: palette.caramel700,
    accentSoft: palette.gold200,
    gold: palette.gold500,
    link: palette.caramel700,
    focus: palette.caramel500,
    success: palette.pistachio700,
    successSoft: palette.pistachio100,
    critical: palette.rose700,
    criticalSoft: palette.rose100,
    toast: palette.toastPink,
    overlay: 'rgba(42, 24, 13, 0.55)',
  },
  font: {
    body: `'Inter Variable', '${brandFallbacks.body}', 'Noto Sans', system-ui, sans-serif`,
    display: `'Playfair Display Variable', '${brandFallbacks.display}', Georgia, serif`,
    /** The Latin wordmark: never swapped per script. */
    brand: `'Playfair Display Variable', '${brandFallbacks.display}', Georgia, serif`,
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(2rem, 1.4rem + 2.4vw, 3.25rem)',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
    section: 'clamp(2.5rem, 1.5rem + 4vw, 5rem)',
  },
  size: {
    hairline: '1px',
    focusRing: '3px',
    touch: '2.75rem',
    iconSm: '1rem',
    icon: '1.25rem',
    iconLg: '1.5rem',
    control: '2.75rem',
    controlSm: '2.25rem',
    controlLg: '3.25rem',
    contentMax: '76rem',
    proseMax: '44rem',
    drawer: 'min(26rem, 100vw)',
  },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.875rem', xl: '1.25rem', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(42, 24, 13, 0.08)',
    md: '0 4px 14px rgba(42, 24, 13, 0.12)',
    lg: '0 12px 32px rgba(42, 24, 13, 0.18)',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '450ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  zIndex: { header: '10', drawer: '40', toast: '50', chat: '30' },
} as const;

/** Media queries shared by components (not tokens of the contract: conditions). */
export const media = {
  mobile: 'screen and (max-width: 47.99em)',
  desktop: 'screen and (min-width: 48em)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** Container conditions: components adapt to the room they are given, not the window. */
export const container = {
  narrow: '(max-width: 47.99em)',
  wide: '(min-width: 48em)',
} as const;

/**
 * What makes an element a query container. Layout containment comes with it: under an
 * inline-size container alone, Chromium 156 left a grid or flex parent at the container's old
 * block size when content inside it grew (ten attached files ran under the footer, and the
 * footer took the submit button's clicks, in 4 to 6 of 30 loads on a busy machine; none of 90
 * with layout containment).
 */
export const queryContainer = { containerType: 'inline-size', contain: 'layout' } as const;
