import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const notices = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderInlineStartWidth: vars.space.xs,
  borderInlineStartColor: vars.color.accent,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const title = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-tone="warning"]': { borderInlineStartColor: vars.color.critical },
    '&[data-tone="news"]': { borderInlineStartColor: vars.color.success },
  },
});

export const product = style({ fontWeight: vars.fontWeight.semibold });

export const message = style({
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${item}[data-tone="warning"] &`]: { color: vars.color.critical } },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
