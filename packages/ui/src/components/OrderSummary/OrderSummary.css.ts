import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { container, queryContainer } from '../../theme/tokens';

export const summary = style({
  ...queryContainer,
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  '@container': { [container.narrow]: { padding: vars.space.lg } },
});

export const title = style({ fontSize: vars.fontSize.xl });
export const count = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const empty = style({ color: vars.color.textMuted });

export const nothingBuyable = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

export const lines = style({ margin: 0, padding: 0, listStyle: 'none' });

export const totals = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const totalsTitle = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
  marginBlockEnd: vars.space.xs,
});

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
globalStyle(`${row} dt`, { color: vars.color.textMuted });
globalStyle(`${row} dd`, {
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const discount = style({});
globalStyle(`${discount} dd, ${discount} dt`, { color: vars.color.success });

export const grandTotal = style({
  fontSize: vars.fontSize.lg,
  paddingBlockStart: vars.space.xs,
});
globalStyle(`${grandTotal} dt`, { color: vars.color.text, fontWeight: vars.fontWeight.bold });
