import { style } from '@vanilla-extract/css';
import { vars } from '../contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.lg,
});

export const swatch = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const chip = style({ blockSize: '4.5rem' });

export const caption = style({
  padding: vars.space.sm,
  fontSize: vars.fontSize.xs,
  display: 'flex',
  flexDirection: 'column',
});

export const specimen = style({
  display: 'grid',
  gap: vars.space.xl,
});

export const specimenRow = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.lg,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const specimenLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const specimenDisplay = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
});
export const specimenBody = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.md });
