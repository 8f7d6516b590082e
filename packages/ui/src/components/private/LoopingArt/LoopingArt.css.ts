import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { roundControlOnBrand } from '../../../theme/looks';

export const art = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  maxInlineSize: 'none',
  objectFit: 'cover',
});

export const motionToggle = style({
  position: 'absolute',
  insetBlockStart: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: 2,
  ...roundControlOnBrand,
  backgroundColor: vars.color.overlay,
  backdropFilter: 'blur(0.375rem)',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { backgroundColor: vars.color.brandHover } },
});
