import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageInset } from '../../theme/layout.css';

export const section = style([
  pageInset,
  {
    containerType: 'inline-size',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xl,
    minInlineSize: 0,
    paddingBlockStart: vars.space.section,
  },
]);

export const title = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
  textAlign: 'start',
});
