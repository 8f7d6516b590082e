import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  containerType: 'inline-size',
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
