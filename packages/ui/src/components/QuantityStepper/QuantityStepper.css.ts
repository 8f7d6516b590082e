import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
});

export const value = style({
  minInlineSize: '2.25ch',
  textAlign: 'center',
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

/** Keeps the stepper's width when plus is hidden at the cap, so the row does not jump. */
export const placeholder = style({
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
});
