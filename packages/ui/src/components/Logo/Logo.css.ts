import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: { '&[data-tone="inverse"]': { color: vars.color.textOnBrand } },
});

export const mark = style({ inlineSize: '2rem', blockSize: '2rem', flexShrink: 0 });

export const wordmark = style({
  fontFamily: vars.font.brand,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  lineHeight: 1,
});

export const large = style({ fontSize: vars.fontSize.display });
export const largeMark = style({ inlineSize: '3.5rem', blockSize: '3.5rem' });

export const date = style({ fill: vars.color.accent });
export const seam = style({ stroke: vars.color.gold, fill: 'none' });
