import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  minBlockSize: '60vh',
  paddingBlock: vars.space.section,
  paddingInline: vars.space.xl,
  textAlign: 'center',
});

export const art = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(4rem, 3rem + 6vw, 8rem)',
  lineHeight: 1,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
});

export const heading = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
  maxInlineSize: vars.size.proseMax,
  selectors: { '&[data-tone="critical"]': { color: vars.color.critical } },
});

export const body = style({
  color: vars.color.textMuted,
  maxInlineSize: vars.size.proseMax,
  fontSize: vars.fontSize.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'center',
});
