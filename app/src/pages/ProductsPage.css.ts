import { style } from '@vanilla-extract/css';
import { media, pageInset, vars } from '@rimal/ui/theme';

export const layout = style([
  pageInset,
  {
    display: 'grid',
    gridTemplateColumns: '16rem minmax(0, 1fr)',
    gap: vars.space.xxl,
    paddingBlock: vars.space.xxl,
    '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

export const filter = style({ alignSelf: 'start' });
export const results = style({ minInlineSize: 0 });

export const categories = style({
  marginBlockEnd: vars.space.xl,
  paddingBlockEnd: vars.space.lg,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const categoryList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.sm } },
});

export const categoryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
  },
});

export const above = style({
  marginBlockStart: vars.space.xxl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const aboveTitle = style({
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
