import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { queryContainer } from '../../theme/tokens';

export const root = style({
  ...queryContainer,
  display: 'grid',
  gap: vars.space.sm,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
});

/** Lines the button up with the input under the field's label. */
export const apply = style({
  marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xs})`,
});

export const status = style({ display: 'grid', gap: vars.space.sm });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const valid = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.success,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.iconLg,
  blockSize: vars.size.iconLg,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.success,
  color: vars.color.textOnBrand,
});

export const code = style({
  fontFamily: vars.font.body,
  letterSpacing: '0.06em',
  color: vars.color.text,
});

export const prize = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.gold}`,
});

export const prizeTitle = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.accent,
});

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.critical,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const error = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
