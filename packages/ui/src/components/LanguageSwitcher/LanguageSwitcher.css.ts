import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { menuSurface } from '../../theme/looks';

export const root = style({ position: 'relative', display: 'inline-block' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

export const chevron = style({
  display: 'flex',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const menu = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xs})`,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.header,
  ...menuSurface,
  selectors: {
    // Before the take-over the browser shows the menu as a popover, in the top layer: placed
    // under its button, its inline end on the button's, as the app places it.
    '&[popover]': {
      position: 'fixed',
      inset: 'auto',
      margin: 0,
      marginBlockStart: vars.space.xs,
      color: 'inherit',
      positionArea: 'block-end span-inline-start',
    },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  textAlign: 'start',
  textDecoration: 'none',
  fontSize: vars.fontSize.md,
  selectors: {
    '&:hover, &:focus-visible': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-checked="true"]': { fontWeight: vars.fontWeight.bold },
  },
});

export const itemName = style({ flex: 1 });
export const check = style({ display: 'flex', color: vars.color.success });
