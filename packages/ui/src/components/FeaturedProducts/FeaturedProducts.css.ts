import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minInlineSize: 0,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
  textAlign: 'start',
});
