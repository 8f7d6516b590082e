import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.critical,
  marginInlineStart: vars.space.xxs,
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

export const control = style({
  inlineSize: '100%',
  minBlockSize: vars.size.control,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: '2px' },
    '&:disabled': {
      backgroundColor: vars.color.surfaceSunken,
      cursor: 'not-allowed',
      opacity: 0.7,
    },
    '&::placeholder': { color: vars.color.textMuted },
  },
});
