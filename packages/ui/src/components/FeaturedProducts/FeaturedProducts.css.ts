import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageInset } from '../../theme/layout.css';
import { queryContainer } from '../../theme/tokens';

export const section = style([
  pageInset,
  {
    ...queryContainer,
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
