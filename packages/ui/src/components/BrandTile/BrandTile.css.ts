import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardBody, coverImage, squareMedia } from '../../theme/looks';

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}, border-color ${vars.motion.normal}`,
  selectors: {
    '&:hover': {
      transform: `translateY(calc(-1 * ${vars.space.xs}))`,
      boxShadow: vars.shadow.lg,
      borderColor: vars.color.gold,
    },
    // One ring around the whole tile: the link inside covers all of it.
    '&:has(:focus-visible)': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
  },
});

export const media = style(squareMedia);

export const image = style({
  ...coverImage,
  selectors: {
    [`${tile}:hover &`]: { transform: 'scale(1.04)' },
    [`${tile}[data-out-of-stock] &`]: { filter: 'grayscale(0.6)', opacity: 0.8 },
  },
});

export const placeholder = style({ display: 'block', inlineSize: '100%', blockSize: '100%' });

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineStart: vars.space.md,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const body = style(cardBody);

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const price = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.md,
  minBlockSize: vars.size.touch,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0 },
  selectors: {
    '&:focus-visible': { outline: 'none' },
    [`${tile}:hover &`]: { color: vars.color.brand, textDecoration: 'underline' },
  },
});
