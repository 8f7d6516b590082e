import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: vars.space.xxl,
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  pointerEvents: 'none',
  color: vars.color.textMuted,
  display: 'flex',
});
