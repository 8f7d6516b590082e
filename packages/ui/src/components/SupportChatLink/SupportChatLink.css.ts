import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const link = style({
  position: 'fixed',
  insetBlockEnd: vars.space.xl,
  insetInlineEnd: vars.space.xl,
  zIndex: vars.zIndex.chat,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlLg,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.success,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.lg,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&:hover': { transform: `translateY(calc(-1 * ${vars.space.xxs}))` } },
});

export const inline = style({ position: 'static', boxShadow: 'none' });
