import { style } from '@vanilla-extract/css';
import { media, pageInset, vars } from '@rimal/ui/theme';

export const page = style([
  pageInset,
  { display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xxl },
]);

export const header = style({ display: 'grid', gap: vars.space.sm, maxInlineSize: '48rem' });

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  color: vars.color.text,
});

export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(16rem, 2fr)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});
