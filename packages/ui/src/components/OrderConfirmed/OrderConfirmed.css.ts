import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { queryContainer } from '../../theme/tokens';

export const root = style({
  ...queryContainer,
  inlineSize: '100%',
  backgroundColor: vars.color.background,
});

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  marginBlockStart: vars.space.lg,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.md,
});

export const art = style({ display: 'flex', flexDirection: 'column', alignItems: 'center' });
