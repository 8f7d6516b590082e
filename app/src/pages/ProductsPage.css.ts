import { style } from '@vanilla-extract/css';
import { media, pageInset, vars } from '@rimal/ui/theme';

export const layout = style([
  pageInset,
  {
    display: 'grid',
    gridTemplateColumns: '16rem minmax(0, 1fr)',
    gap: vars.space.xxl,
    paddingBlock: vars.space.xxl,
    '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

export const filter = style({ alignSelf: 'start' });
export const results = style({ minInlineSize: 0 });
