import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const line = style({
  display: 'grid',
  gridTemplateAreas: '"image body end" "image controls controls"',
  alignItems: 'start',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

/** The drawer's roomier line and the order summary's compact one. */
export const size = styleVariants({
  md: { gridTemplateColumns: '4.5rem minmax(0, 1fr) auto', paddingBlock: vars.space.lg },
  sm: {
    gridTemplateColumns: '4rem minmax(0, 1fr) auto',
    paddingBlock: vars.space.md,
    selectors: { '&:first-child': { paddingBlockStart: 0 } },
  },
});

export const image = style({
  gridArea: 'image',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  selectors: { '[data-sold-out] > &': { opacity: 0.5, filter: 'grayscale(1)' } },
});

export const body = style({
  gridArea: 'body',
  display: 'grid',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const title = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${body} > p`, {
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${body} strong`, { color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const end = style({
  gridArea: 'end',
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const controls = style({
  gridArea: 'controls',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
