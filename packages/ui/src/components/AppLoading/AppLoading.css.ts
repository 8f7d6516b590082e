import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, queryContainer } from '../../theme/tokens';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const breathe = keyframes({
  '0%, 100%': { transform: 'scale(1)', opacity: 1 },
  '50%': { transform: 'scale(0.96)', opacity: 0.82 },
});

// The bar travels in the reading direction; a transform cannot flip itself, so RTL has its own.
const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});
const sweepRtl = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(-250%)' },
});

export const screen = style({
  ...queryContainer,
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '100dvh',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.background,
  // Waits before showing itself: reading the cart usually takes a few milliseconds.
  animation: `${appear} ${vars.motion.slow} ${vars.motion.easing} 300ms both`,
  '@media': { [media.reducedMotion]: { animation: `${appear} 1ms linear 300ms both` } },
});

export const stage = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xl,
  textAlign: 'center',
  minInlineSize: 0,
});

export const logo = style({
  display: 'inline-flex',
  animation: `${breathe} 2.4s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  inlineSize: '8rem',
  maxInlineSize: '100%',
  blockSize: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
});

export const bar = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: '40%',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.gold,
  animation: `${sweep} 1.6s ${vars.motion.easing} infinite`,
  selectors: { '[dir="rtl"] &': { animationName: sweepRtl } },
  '@media': {
    [media.reducedMotion]: { animation: 'none', inlineSize: '100%', opacity: 0.6 },
  },
});

export const text = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
