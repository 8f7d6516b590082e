import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const track = style({
  blockSize: '0.5rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const fill = style({
  blockSize: '100%',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  transition: `inline-size ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { '&[data-complete="true"]': { backgroundColor: vars.color.success } },
});
