import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

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
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: `${vars.size.hairline} solid ${vars.color.gold}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.overlay,
  color: vars.color.textOnBrand,
  cursor: 'pointer',
  backdropFilter: 'blur(0.375rem)',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { backgroundColor: vars.color.brandHover } },
});
