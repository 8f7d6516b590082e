import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { queryContainer } from '../../theme/tokens';

export const root = style({
  ...queryContainer,
  inlineSize: '100%',
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '4.5rem',
  blockSize: '4.5rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.fontSize.md,
});
