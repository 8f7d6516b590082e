import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

const rise = keyframes({
  from: { transform: 'translateY(0.75rem) scale(0.98)' },
  to: { transform: 'none' },
});

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const dialog = style({
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.xl,
  inlineSize: 'min(26rem, calc(100vw - 2rem))',
  maxBlockSize: 'calc(100dvh - 2rem)',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  selectors: {
    '&[data-size="md"]': { inlineSize: 'min(36rem, calc(100vw - 2rem))' },
    '&[open]': { animation: `${rise} ${vars.motion.slow} ${vars.motion.easing}` },
    '&::backdrop': {
      backgroundColor: vars.color.overlay,
      animation: `${fade} ${vars.motion.normal} ${vars.motion.easing}`,
    },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: { '&[open]': { animation: 'none' }, '&::backdrop': { animation: 'none' } },
    },
  },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderBlockStart: `0.25rem solid ${vars.color.gold}`,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const title = style({
  flex: 1,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
  paddingBlockStart: vars.space.xs,
});

export const body = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});
globalStyle(`${body} > * + *`, { marginBlockStart: vars.space.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});
