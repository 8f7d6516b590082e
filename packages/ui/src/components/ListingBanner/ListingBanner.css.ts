import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const banner = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  // 4 : 1 of the page width, never under 9rem. Not `aspect-ratio` with a minimum height: that
  // minimum turns into a minimum width of 36rem, wider than a phone, and the page overflows.
  blockSize: 'max(9rem, 25vw)',
  overflow: 'hidden',
  backgroundColor: vars.color.brand,
});

export const media = style({ position: 'absolute', inset: 0 });

export const title = style({
  position: 'relative',
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.display,
  textShadow: vars.shadow.md,
  paddingInline: vars.space.lg,
  textAlign: 'center',
});
