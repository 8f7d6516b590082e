import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { container, queryContainer } from '../../theme/tokens';

export const box = style({
  ...queryContainer,
  paddingBlock: vars.space.section,
  paddingInline: vars.space.lg,
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr)',
  alignItems: 'center',
  gap: vars.space.xxl,
  maxInlineSize: '64rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: `clamp(${vars.space.xl}, 5cqi, 3.5rem)`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.accentSoft,
  border: `${vars.size.hairline} solid ${vars.color.gold}`,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  '@container': {
    [container.narrow]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: vars.space.xl,
      paddingBlock: vars.space.xl,
      paddingInline: vars.space.lg,
    },
  },
});

export const copy = style({ display: 'grid', gap: vars.space.sm });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  textWrap: 'balance',
});

export const text = style({ color: vars.color.text, lineHeight: vars.lineHeight.relaxed });

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  '@container': { [container.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const field = style({ minInlineSize: 0 });

// Lines the button up with the input, below the field's label.
export const submit = style({
  display: 'flex',
  marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xs})`,
  '@container': { [container.narrow]: { marginBlockStart: 0, flexDirection: 'column' } },
});

export const thanks = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const thanksIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.successSoft,
  color: vars.color.success,
});

export const thanksTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
});

export const thanksText = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
