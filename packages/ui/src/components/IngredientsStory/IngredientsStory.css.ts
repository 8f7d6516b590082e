import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageInset } from '../../theme/layout.css';
import { container, queryContainer } from '../../theme/tokens';

export const section = style({
  ...queryContainer,
  paddingBlock: vars.space.section,
});

export const layout = style([
  pageInset,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)',
    alignItems: 'center',
    gap: `clamp(${vars.space.xl}, 5cqi, 4.5rem)`,
    '@container': { [container.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

export const figure = style({
  position: 'relative',
  margin: 0,
  // A gold frame offset behind the picture, toward the inline end; the margin keeps the frame
  // inside the column, so on a phone it does not touch the window's edge.
  marginInlineEnd: vars.space.lg,
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    transform: `translate(${vars.space.lg}, ${vars.space.lg})`,
    border: `${vars.size.hairline} solid ${vars.color.gold}`,
    borderRadius: vars.radius.xl,
  },
  selectors: {
    '[dir=rtl] &::before': {
      transform: `translate(calc(-1 * ${vars.space.lg}), ${vars.space.lg})`,
    },
  },
});

export const image = style({
  position: 'relative',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: vars.shadow.lg,
});

export const story = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  textWrap: 'balance',
  '::after': {
    content: '""',
    display: 'block',
    inlineSize: '3rem',
    blockSize: vars.space.xxs,
    marginBlockStart: vars.space.md,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.gold,
  },
});

export const description = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  maxInlineSize: vars.size.proseMax,
});

export const items = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  marginBlockStart: vars.space.sm,
  padding: 0,
  listStyle: 'none',
  counterReset: 'ingredient',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  counterIncrement: 'ingredient',
  '::before': {
    content: 'counter(ingredient, decimal-leading-zero)',
    gridRow: 'span 2',
    fontFamily: vars.font.display,
    fontSize: vars.fontSize.xl,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.accent,
  },
});

export const itemTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
});

export const itemText = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});
