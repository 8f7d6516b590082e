import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { plainList } from '../../theme/looks';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const dropzone = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand, backgroundColor: vars.color.background },
    '&:focus-within': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
    '&[data-dragging="true"]': {
      borderStyle: 'solid',
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSoft,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.critical },
    [`${root}[data-disabled="true"] &`]: {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
    },
  },
});

/** The real input covers the whole zone: clicks, drops and keyboard focus all land on it. */
export const input = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const dropIcon = style({ color: vars.color.accent, display: 'flex' });

export const dropText = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const limit = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});

export const list = style(plainList);

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const fileIcon = style({
  display: 'flex',
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  color: vars.color.textMuted,
});

export const fileName = style({
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const fileSize = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
