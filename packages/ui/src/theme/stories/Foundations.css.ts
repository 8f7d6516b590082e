import { style } from '@vanilla-extract/css';
import { vars } from '../contract.css';

export const table = style({
  borderCollapse: 'collapse',
  inlineSize: '100%',
  fontSize: vars.fontSize.sm,
});

export const cell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const sample = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
});

export const bar = style({ blockSize: vars.space.md, backgroundColor: vars.color.accent });

export const iconGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.md,
  color: vars.color.text,
});

export const iconCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.xs,
});

export const mover = style({
  inlineSize: vars.space.xl,
  blockSize: vars.space.xl,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  transitionProperty: 'transform',
  transitionTimingFunction: vars.motion.easing,
});
