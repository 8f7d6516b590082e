import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageInset } from '../../theme/layout.css';
import { container, queryContainer } from '../../theme/tokens';

export const hero = style({
  ...queryContainer,
  position: 'relative',
  overflow: 'hidden',
  backgroundColor: vars.color.brandHover,
  color: vars.color.textOnBrand,
});

export const stage = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'grid',
  alignItems: 'end',
  // 16:9 of the width, bounded, known before any image arrives: no layout shift.
  minBlockSize: 'clamp(28rem, 56.25cqi, 46rem)',
  '@container': {
    [container.narrow]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'stretch',
      minBlockSize: 0,
    },
  },
});

export const media = style({
  position: 'absolute',
  inset: 0,
  '@container': {
    [container.narrow]: { position: 'relative', inset: 'auto', aspectRatio: '16 / 10' },
  },
});

export const scrim = style({
  position: 'absolute',
  inset: 0,
  backgroundImage: `linear-gradient(to top, ${vars.color.brandHover} 0%, ${vars.color.overlay} 42%, transparent 78%)`,
  '@container': {
    [container.narrow]: {
      backgroundImage: `linear-gradient(to top, ${vars.color.brandHover} 0%, transparent 45%)`,
    },
  },
});

export const content = style([
  pageInset,
  {
    position: 'relative',
    zIndex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.lg,
    paddingBlock: `${vars.space.xxxl} ${vars.space.section}`,
    '::before': {
      content: '""',
      display: 'block',
      inlineSize: '3.5rem',
      blockSize: vars.space.xxs,
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.gold,
    },
    '@container': {
      [container.narrow]: {
        paddingBlock: `${vars.space.lg} ${vars.space.xxl}`,
        gap: vars.space.md,
      },
    },
  },
]);

export const title = style({
  maxInlineSize: '40rem',
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.01em',
  textWrap: 'balance',
  // Japanese has no spaces: without phrase breaking the display line split 上質 in two.
  selectors: { '&:lang(ja)': { wordBreak: 'auto-phrase' } },
  '@container': { [container.narrow]: { fontSize: vars.fontSize.xxl } },
});

export const intro = style({
  maxInlineSize: '36rem',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  textWrap: 'pretty',
  '@container': { [container.narrow]: { fontSize: vars.fontSize.md } },
});

// Gold on the dark artwork; the ancestor in the selector outweighs the button recipe's colours.
export const cta = style({
  marginBlockStart: vars.space.sm,
  selectors: {
    [`${hero} &`]: {
      backgroundColor: vars.color.gold,
      color: vars.color.brandHover,
    },
    [`${hero} &:hover`]: { backgroundColor: vars.color.accentSoft },
  },
});
