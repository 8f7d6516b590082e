import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxInlineSize: `min(24rem, calc(100vw - ${vars.space.xxl}))`,
  pointerEvents: 'none',
  selectors: {
    '&[data-placement="bottom-start"]': {
      insetBlockEnd: vars.space.xl,
      insetInlineStart: vars.space.xl,
    },
    '&[data-placement="top-end"]': { insetBlockStart: '5rem', insetInlineEnd: vars.space.xl },
  },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  backgroundColor: vars.color.toast,
  color: vars.color.text,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-tone="critical"]': { borderInlineStartColor: vars.color.critical },
    '&[data-tone="success"]': {
      borderInlineStartColor: vars.color.success,
      backgroundColor: vars.color.surface,
    },
  },
});

export const icon = style({
  display: 'flex',
  selectors: {
    [`${toast}[data-tone="critical"] &`]: { color: vars.color.critical },
    [`${toast}[data-tone="success"] &`]: { color: vars.color.success },
  },
});

export const message = style({ flex: 1, fontWeight: vars.fontWeight.medium });
