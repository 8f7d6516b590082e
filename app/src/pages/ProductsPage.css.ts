import { style } from '@vanilla-extract/css';
import { media, vars } from '@rimal/ui/theme';

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

export const bannerImage = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const title = style({
  position: 'relative',
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.display,
  textShadow: vars.shadow.md,
  paddingInline: vars.space.lg,
  textAlign: 'center',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '16rem 1fr',
  gap: vars.space.xxl,
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const filter = style({ alignSelf: 'start' });
export const results = style({ minInlineSize: 0 });
