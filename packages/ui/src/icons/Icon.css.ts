import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const icon = style({ flexShrink: 0, display: 'inline-block' });

export const size = styleVariants({
  sm: { inlineSize: vars.size.iconSm, blockSize: vars.size.iconSm },
  md: { inlineSize: vars.size.icon, blockSize: vars.size.icon },
  lg: { inlineSize: vars.size.iconLg, blockSize: vars.size.iconLg },
});

export const flipInRtl = style({});
globalStyle(`[dir=rtl] ${flipInRtl}`, { transform: 'scaleX(-1)' });
