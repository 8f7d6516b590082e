import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = style({
  display: 'block',
  flexShrink: 0,
  backgroundColor: vars.color.surfaceSunken,
  backgroundImage: `linear-gradient(90deg, transparent 25%, ${vars.color.surface} 50%, transparent 75%)`,
  backgroundSize: '200% 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${shimmer} 1.4s ${vars.motion.easing} infinite`,
  selectors: {
    // The sheen travels in the reading direction.
    '[dir=rtl] &': { animationDirection: 'reverse' },
  },
  '@media': {
    [media.reducedMotion]: { animation: 'none', backgroundImage: 'none' },
  },
});

export const radius = styleVariants({
  sm: { borderRadius: vars.radius.sm },
  md: { borderRadius: vars.radius.md },
  lg: { borderRadius: vars.radius.lg },
  pill: { borderRadius: vars.radius.pill },
});
