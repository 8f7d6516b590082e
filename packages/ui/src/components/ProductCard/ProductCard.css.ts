import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardBody, coverImage, ownScriptText, squareMedia } from '../../theme/looks';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  minInlineSize: 0,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([data-skeleton])': { boxShadow: vars.shadow.md },
  },
});

export const media = style(squareMedia);

export const image = style({
  ...coverImage,
  selectors: {
    [`${card}:hover &`]: { transform: 'scale(1.03)' },
    [`${card}[data-out-of-stock] &`]: { opacity: 0.7 },
  },
});

export const mediaBadges = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const body = style(cardBody);

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  ...ownScriptText,
});

export const weight = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  ...ownScriptText,
});

export const prices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  selectors: { '&[data-size="lg"]': { fontSize: vars.fontSize.xl } },
});

export const price = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const oldPrice = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${oldPrice} s`, { textDecorationThickness: '0.08em' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.md,
});
globalStyle(`${actions} > *`, { flex: '1 1 7.5rem' });

export const skeletonLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** Line boxes of the real texts, so the skeleton and the card are the same height. */
export const titleLine = style({
  display: 'flex',
  alignItems: 'center',
  blockSize: `calc(${vars.fontSize.lg} * ${vars.lineHeight.tight})`,
});
export const weightLine = style({
  display: 'flex',
  alignItems: 'center',
  blockSize: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
});
export const priceLine = style({
  display: 'flex',
  alignItems: 'center',
  blockSize: `calc(${vars.fontSize.lg} * ${vars.lineHeight.normal})`,
});
