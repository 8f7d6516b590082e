import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const input = style({
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'inherit',
  flexShrink: 0,
});

export const group = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xl,
  rowGap: vars.space.xxs,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'column' } },
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

export const requiredMark = style({
  color: vars.color.critical,
  marginInlineStart: vars.space.xxs,
});
