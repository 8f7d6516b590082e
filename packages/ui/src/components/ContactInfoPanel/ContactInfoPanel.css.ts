import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { container, queryContainer } from '../../theme/tokens';

export const root = style({ ...queryContainer, minInlineSize: 0 });

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.md,
  '@container': { [container.narrow]: { padding: vars.space.xl } },
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.textOnBrand,
});

export const description = style({
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textOnBrand,
  opacity: 0.92,
});

export const address = style({ fontStyle: 'normal' });

export const lines = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.accent}`,
  paddingBlockStart: vars.space.lg,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.md,
  overflowWrap: 'anywhere',
});

export const icon = style({
  display: 'flex',
  inlineSize: vars.size.iconLg,
  blockSize: vars.size.iconLg,
  color: vars.color.gold,
});

export const link = style({
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.semibold,
  textDecorationColor: vars.color.gold,
  textUnderlineOffset: '0.2em',
  unicodeBidi: 'isolate',
  selectors: {
    '&:hover': { color: vars.color.accentSoft },
    '&:focus-visible': { outlineColor: vars.color.gold },
  },
});

export const postal = style({ display: 'grid', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.semibold });
globalStyle(`${postal} > span:last-child`, { opacity: 0.92 });
