import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { container, queryContainer } from '../../theme/tokens';

export const panel = style({
  ...queryContainer,
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
  minBlockSize: 'min(40rem, 85vh)',
  paddingBlock: vars.space.section,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.brand,
});

export const background = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  inlineSize: '100%',
  blockSize: '100%',
  maxInlineSize: 'none',
  objectFit: 'cover',
});

export const card = style({
  display: 'grid',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '34rem',
  minInlineSize: 0,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xxl,
  borderBlockStart: `${vars.space.xs} solid ${vars.color.gold}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  '@container': {
    [container.narrow]: { paddingBlock: vars.space.xl, paddingInline: vars.space.lg },
  },
});

export const title = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const form = style({
  display: 'grid',
  gap: vars.space.xl,
  marginBlockStart: vars.space.sm,
});

export const actions = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  '@container': { [container.narrow]: { justifyItems: 'stretch' } },
});

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
