import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { queryContainer } from '../../theme/tokens';

export const screen = style({
  ...queryContainer,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minBlockSize: '20rem',
  inlineSize: '100%',
  paddingBlock: vars.space.section,
  paddingInline: vars.space.xl,
  textAlign: 'center',
  selectors: { '&[data-fill="true"]': { minBlockSize: '60vh' } },
});

export const spinner = style({
  fontSize: vars.fontSize.display,
  color: vars.color.gold,
});

export const text = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const note = style({
  maxInlineSize: vars.size.proseMax,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});
