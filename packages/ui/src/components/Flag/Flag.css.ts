import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const flag = style({
  inlineSize: '1.5em',
  blockSize: '1em',
  borderRadius: vars.radius.sm,
  boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.border}`,
  flexShrink: 0,
});
